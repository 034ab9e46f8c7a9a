// Fictional demo companies with their IP ranges (10.x.y.0/24, private space, so they never clash
// with a real network). Company i is the same for every seed, so re-running the demo with
// another seed never re-points an imported range at a different company.
const FIRST = ['Northwind', 'Blue Harbor', 'Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Cyberdyne',
  'Tyrell', 'Wonka', 'Gringotts', 'Pied Piper', 'Aperture', 'Black Mesa', 'Massive Dynamic', 'Oscorp', 'Nakatomi', 'Dunder', 'Monarch', 'Zorin'];
const SECOND = ['Logistics', 'Labs', 'Systems', 'Analytics', 'Foods', 'Robotics', 'Capital', 'Health', 'Energy', 'Media', 'Software', 'Retail'];

export interface DemoCompany {
  index: number;
  name: string;
  domain: string;
  cidr: string;
  /** an address inside the range for visitor `k` */
  ip(k: number): string;
}

export const MAX_DEMO_COMPANIES = 65_536;

export function demoCompany(i: number): DemoCompany {
  const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}${i >= FIRST.length * SECOND.length ? ` ${Math.floor(i / (FIRST.length * SECOND.length)) + 1}` : ''}`;
  const domain = name.toLowerCase().replace(/[^a-z0-9]+/g, '') + '.com';
  const b = (i >> 8) & 255;
  const c = i & 255;
  return { index: i, name, domain, cidr: `10.${b}.${c}.0/24`, ip: (k) => `10.${b}.${c}.${(k % 250) + 2}` };
}

/** Roles the demo gives its first companies (the rest stay leads). */
export const DEMO_CLASSIFICATIONS: ReadonlyArray<{ index: number; classification: 'customer' | 'competitor' | 'excluded' }> = [
  { index: 0, classification: 'customer' },
  { index: 1, classification: 'customer' },
  { index: 2, classification: 'customer' },
  { index: 3, classification: 'competitor' },
  { index: 4, classification: 'competitor' },
  { index: 5, classification: 'excluded' },
];
