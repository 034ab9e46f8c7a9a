// Attribution required by the CC-BY-4.0 licence of @ip-location-db/asn (its DBIP-LICENSE,
// NRO_LICENSE, ROUTEVIEWS-LICENSE). Shown wherever ASN results are used or described (README,
// the identification status, API docs); keep the link back to DB-IP.com.
export const ASN_DATA_NOTICE =
  'IP to ASN data: @ip-location-db/asn (https://github.com/sapics/ip-location-db), built from ' +
  'RouteViews (routeviews.org), the NRO (nro.net) and the DB-IP IP to ASN Lite database ' +
  "(<a href='https://db-ip.com'>IP Geolocation by DB-IP</a>), licensed under CC BY 4.0 " +
  '(https://creativecommons.org/licenses/by/4.0/); merged and modified by ip-location-db.';

/** The one-line form carried in firmographics of ASN-derived matches. */
export const ASN_DATA_ATTRIBUTION = 'ASN data: ip-location-db (RouteViews, NRO, DB-IP.com), CC BY 4.0';
