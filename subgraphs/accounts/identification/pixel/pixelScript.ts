// The pixel: a small script the customer embeds with
//   <script async src="{origin}/pixel.js?k={site_key}"></script>
// It keeps a first-party visitor id (cookie on the customer's domain, localStorage as backup),
// reports each page view (URL, referrer, title, utm_* parameters; single-page-app navigations
// too) and, when a form with an email field is submitted, that email (and a name field if any).
// Hits go out with navigator.sendBeacon (text/plain: no CORS preflight, survives page unload),
// falling back to fetch keepalive. ES5 so it runs in every browser that matters.
// T() drops NUL and unpaired surrogates (a page's %00 in a utm value, a broken title) and cuts at
// the collector's bounds without halving a pair: the collector refuses such text (HIT_LIMITS).

export const PIXEL_VERSION = 1;

export function pixelScript(siteKey: string, collectUrl: string): string {
  return `/* Signal pixel v${PIXEL_VERSION} */
(function(){
var K=${JSON.stringify(siteKey)},E=${JSON.stringify(collectUrl)},C="_sig_vid",w=window,d=document,n=navigator,L=location;
if(w.__signalPixel)return;w.__signalPixel=1;
function rid(){try{return crypto.randomUUID()}catch(e){return "v"+(+new Date).toString(36)+Math.random().toString(36).slice(2,12)}}
function vid(){var m=d.cookie.match(/(?:^|; )_sig_vid=([^;]+)/),v=m&&decodeURIComponent(m[1]);
if(!v){try{v=w.localStorage.getItem(C)}catch(e){}}
if(!v||!/^[A-Za-z0-9_.:-]{8,128}$/.test(v))v=rid();
d.cookie=C+"="+encodeURIComponent(v)+"; Max-Age=31536000; Path=/; SameSite=Lax"+(L.protocol==="https:"?"; Secure":"");
try{w.localStorage.setItem(C,v)}catch(e){}return v}
var V=vid(),last,ref=d.referrer||null;
function T(s,m){s=String(s).replace(/\u0000/g,"").replace(/[\ud800-\udbff](?![\udc00-\udfff])|([^\ud800-\udbff]|^)[\udc00-\udfff]/g,"$1").slice(0,m);return /[\ud800-\udbff]$/.test(s)?s.slice(0,-1):s}
function utm(){var o={},q,ks=["source","medium","campaign","term","content"];try{q=new URLSearchParams(L.search)}catch(e){return o}
for(var i=0;i<ks.length;i++){var x=q.get("utm_"+ks[i]);if(x=x&&T(x,256))o[ks[i]]=x}return o}
function send(o){o.k=K;o.v=V;o.u=L.href.slice(0,2048);var b=JSON.stringify(o);
try{if(n.sendBeacon&&n.sendBeacon(E,b))return}catch(e){}
try{fetch(E,{method:"POST",body:b,keepalive:true,mode:"no-cors",headers:{"Content-Type":"text/plain"}})}catch(e){}}
function pv(){if(L.href===last)return;var r=last||ref;last=L.href;
send({t:"pageview",r:r&&/^https?:/.test(r)?r.slice(0,2048):null,ti:T(d.title||"",512),utm:utm()})}
function hook(f){var o=history[f];if(!o)return;history[f]=function(){var x=o.apply(this,arguments);setTimeout(pv,0);return x}}
hook("pushState");hook("replaceState");w.addEventListener("popstate",pv);
d.addEventListener("submit",function(ev){var f=ev.target,els=f&&f.elements,email,name;if(!els)return;
for(var i=0;i<els.length;i++){var el=els[i],val=el&&typeof el.value==="string"?el.value.trim():"";if(!val)continue;
var ty=(el.type||"").toLowerCase(),nm=(el.name||el.id||"").toLowerCase();if(ty==="password"||ty==="hidden")continue;
if(!email&&(ty==="email"||/e-?mail/.test(nm))&&/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(val))email=val;
else if(!name&&/^(full[-_ ]?name|name|your[-_ ]?name)$/.test(nm))name=val}
if(email)send({t:"identify",e:email.slice(0,254),n:name?T(name,200):null})},true);
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",pv);else pv();
})();
`;
}
