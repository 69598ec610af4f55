// Sample practice cities for the growth bench (tests/bench/growth.ts): how the build scales when the
// firm adds cities. Each is an office with practice pages of its own (an office page and one page per
// practice area), as a real one would be added to data/offices.ts. The towns are real Washington
// towns, their positions approximate; the street addresses and postal codes are made up. Bench
// builds only (dist-bench/growth/): never part of the site.
import type { PracticeAreaId } from '../../data/practice-areas';
import type { OfficeData } from '../../data/types';
import type { SiteData } from '../../src/pages/site-data';

/** Town, county, latitude, longitude. */
const towns: readonly (readonly [string, string, number, number])[] = [
  ['Puyallup', 'Pierce', 47.1854, -122.2929],
  ['Renton', 'King', 47.4829, -122.2171],
  ['Bellevue', 'King', 47.6101, -122.2015],
  ['Everett', 'Snohomish', 47.979, -122.2021],
  ['Lynnwood', 'Snohomish', 47.8209, -122.3151],
  ['Bremerton', 'Kitsap', 47.5673, -122.6326],
  ['Silverdale', 'Kitsap', 47.6448, -122.6946],
  ['Lakewood', 'Pierce', 47.1718, -122.5185],
  ['Federal Way', 'King', 47.3223, -122.3126],
  ['Burien', 'King', 47.4704, -122.3468],
  ['Redmond', 'King', 47.674, -122.1215],
  ['Kirkland', 'King', 47.6815, -122.2087],
  ['Bothell', 'King', 47.7623, -122.2054],
  ['Marysville', 'Snohomish', 48.0518, -122.1771],
  ['Arlington', 'Snohomish', 48.1987, -122.1251],
  ['Mount Vernon', 'Skagit', 48.4212, -122.3341],
  ['Burlington', 'Skagit', 48.4757, -122.3255],
  ['Anacortes', 'Skagit', 48.5126, -122.6127],
  ['Bellingham', 'Whatcom', 48.7519, -122.4787],
  ['Lynden', 'Whatcom', 48.9465, -122.4521],
  ['Ferndale', 'Whatcom', 48.8465, -122.591],
  ['Oak Harbor', 'Island', 48.2932, -122.6432],
  ['Port Angeles', 'Clallam', 48.1181, -123.4307],
  ['Sequim', 'Clallam', 48.0795, -123.1018],
  ['Port Townsend', 'Jefferson', 48.117, -122.7604],
  ['Shelton', 'Mason', 47.2151, -123.1007],
  ['Aberdeen', 'Grays Harbor', 46.9754, -123.8157],
  ['Centralia', 'Lewis', 46.7162, -122.9543],
  ['Chehalis', 'Lewis', 46.662, -122.964],
  ['Longview', 'Cowlitz', 46.1382, -122.9382],
  ['Kelso', 'Cowlitz', 46.1468, -122.9084],
  ['Vancouver', 'Clark', 45.6387, -122.6615],
  ['Camas', 'Clark', 45.5871, -122.3995],
  ['Battle Ground', 'Clark', 45.7809, -122.5334],
  ['Lacey', 'Thurston', 47.0343, -122.8232],
  ['Tumwater', 'Thurston', 47.0073, -122.9093],
  ['Yelm', 'Thurston', 46.942, -122.6059],
  ['Enumclaw', 'King', 47.2043, -121.9915],
  ['Maple Valley', 'King', 47.3926, -122.0465],
  ['Covington', 'King', 47.3582, -122.1221],
  ['Issaquah', 'King', 47.5301, -122.0326],
  ['Snoqualmie', 'King', 47.5287, -121.8254],
  ['Monroe', 'Snohomish', 47.8554, -121.971],
  ['Snohomish', 'Snohomish', 47.9129, -122.0982],
  ['Gig Harbor', 'Pierce', 47.3293, -122.5801],
  ['Bonney Lake', 'Pierce', 47.1773, -122.1865],
  ['Wenatchee', 'Chelan', 47.4235, -120.3103],
  ['Ellensburg', 'Kittitas', 46.9965, -120.5478],
  ['Yakima', 'Yakima', 46.6021, -120.5059],
  ['Spokane', 'Spokane', 47.6588, -117.426],
  ['Kennewick', 'Benton', 46.2112, -119.1372],
  ['Pasco', 'Franklin', 46.2396, -119.1006],
  ['Richland', 'Benton', 46.2857, -119.2845],
  ['Walla Walla', 'Walla Walla', 46.0646, -118.343],
  ['Moses Lake', 'Grant', 47.1301, -119.2781],
  ['Pullman', 'Whitman', 46.7313, -117.1796],
];

/** Invented street names, one per office in turn. */
const streets = [
  'Alder Crest Ave',
  'Heron Point Rd',
  'Cedar Hollow Way',
  'Millrace St',
  'Ferry Landing Blvd',
  'Tamarack Ln',
  'Orchard Bend Dr',
  'Saltmarsh Ave',
];

/** What each practice area's card says on a generated city's office page. */
const cardText: Readonly<Record<PracticeAreaId, (city: string, county: string) => string>> = {
  car: (city) => `Rear-end and intersection crashes on ${city}’s busiest streets are among the most common cases we handle for local drivers.`,
  truck: (_, county) => `Freight moves through ${county} County day and night. We move fast to preserve logbooks, dash-camera footage and black-box data.`,
  motorcycle: (city) => `Riders around ${city} face drivers who fail to look. We push back when insurers blame the rider.`,
  'dog-bite': (city) => `Washington holds dog owners strictly liable for most bites. We help ${city} families recover for medical care and scarring.`,
  'wrongful-death': (_, county) =>
    `When a careless act takes someone you love, we help ${county} County families bring a wrongful-death claim while they grieve.`,
  catastrophic: () => `Spinal cord and brain injuries need a claim that covers a lifetime of care. We work with doctors and life-care planners to prove it.`,
  boating: (_, county) => `Lakes, rivers and the Sound draw boaters from across ${county} County. Our maritime attorney handles injuries on the water.`,
  premises: (city) =>
    `Falls at stores, apartments and parking lots across ${city} often trace back to a hazard someone ignored. We find out who was responsible.`,
};

/** The most cities `generatedCities` can make (one per town above). */
export const maxGeneratedCities = towns.length;

/** `count` practice cities, keyed `city-01`, `city-02`…; each slug `<town>-wa`, e.g. `puyallup-wa`. */
export function generatedCities(count: number): Record<string, OfficeData> {
  if (!Number.isInteger(count) || count < 0 || count > towns.length) throw new Error(`generatedCities: ${count} cities; from 0 to ${towns.length}`);
  return Object.fromEntries(
    towns.slice(0, count).map(([city, county, latitude, longitude], index) => {
      const name = city.toLowerCase().replaceAll(' ', '-');
      const available247 = index % 2 === 0;
      const urgent = available247 ? ', and we answer urgent calls 24/7' : '';
      const neighbours = towns.filter(([other, otherCounty]) => otherCounty === county && other !== city).map(([other]) => other);
      const office: OfficeData = {
        city,
        slug: `${name}-wa`,
        address: {
          street: `${120 + index * 37} ${streets[index % streets.length]!}, Suite ${100 * (1 + (index % 4))}`,
          city,
          region: 'WA',
          postalCode: String(98100 + index * 11),
        },
        geo: { latitude, longitude },
        indexable: false,
        hasPracticePages: true,
        sourceLabel: `${name}-personal-injury-lawyer`,
        available247,
        firmName: 'primary',
        meta: {
          title: `${city}, WA Personal Injury Lawyer | Free Consultation`,
          description: `Hurt in ${city} or elsewhere in ${county} County? Trial lawyers who know its roads, courts and hospitals. Free consultation${urgent}.`,
          keywords: [`${city} personal injury lawyer`, `${city} WA car accident attorney`, `${county} County injury lawyer`, `${city} wrongful death lawyer`],
          canonicalHost: 'primary',
        },
        hero: {
          headline: `Hurt in ${city}? Injury Lawyers for ${county} County`,
          subheadline: `Hurt in a crash on a ${city} street or a highway through ${county} County? Get a free consultation${urgent}. We take injury cases on a contingency fee.`,
        },
        localAdvocates: {
          heading: `Local Advocates for ${city} and ${county} County`,
          body: [
            `Our ${city} office is minutes from the roads where the area’s worst crashes happen. We know the commuter routes, the truck traffic and the intersections that keep turning up in police reports.`,
            `Injury lawsuits from ${city} are heard in ${county} County Superior Court. Our lawyers appear there regularly, so we know the local rules, the calendars and what judges expect.`,
            `We gather your medical records, deal with the insurers and keep you informed so you can focus on healing. Consultations are free${urgent}.`,
          ],
        },
        caseTypes: (Object.keys(cardText) as PracticeAreaId[]).map((practice) => ({ practice, text: cardText[practice](city, county) })),
        communities: [city, ...neighbours.slice(0, 3)],
        serviceTypes: ['Personal injury', 'Car accident claims', 'Truck accident claims', 'Wrongful death claims', 'Premises liability'],
      };
      return [`city-${String(index + 1).padStart(2, '0')}`, office];
    }),
  );
}

/** The site's data with `count` generated practice cities added to its offices. */
export function withGeneratedCities(data: SiteData, count: number): SiteData {
  return { ...data, offices: { ...data.offices, ...generatedCities(count) } };
}
