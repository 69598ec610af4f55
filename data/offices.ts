// The five office pages of spec §2. Kent is the main office and the only indexable page; Kent and
// Seattle also carry the practice pages. Seattle keeps two street addresses on purpose (spec §3).
// Prose never names the firm, a phone number or a web address: code composes those in.
import type { OfficeData } from './types';

export const offices = {
  kent: {
    city: 'Kent',
    slug: 'kent-wa',
    address: { street: '1220 W Meeker St, Suite 300', city: 'Kent', region: 'WA', postalCode: '98032' },
    geo: { latitude: 47.382, longitude: -122.2405 },
    indexable: true,
    hasPracticePages: true,
    sourceLabel: 'kent-personal-injury-lawyer',
    available247: true,
    firmName: 'primary',
    meta: {
      title: 'Kent, WA Personal Injury Lawyer | Free Consultation',
      description:
        'Injured in Kent or South King County? Local trial lawyers who know the valley’s roads and courts. Free consultation, and we answer urgent calls 24/7.',
      keywords: [
        'Kent personal injury lawyer',
        'Kent WA car accident attorney',
        'truck accident lawyer Kent',
        'South King County injury attorney',
        'Kent wrongful death lawyer',
        'Kent criminal defense lawyer',
      ],
      canonicalHost: 'primary',
    },
    hero: {
      headline: 'Kent Personal Injury Lawyers Who Know the Valley',
      subheadline:
        'Hurt in a crash on Highway 167, up on the East Hill, or anywhere in the Kent Valley? Get a free consultation, and reach us 24/7 for urgent matters. We take injury cases on a contingency fee.',
    },
    localAdvocates: {
      heading: 'Local Advocates for Kent and South King County',
      body: [
        'Our main office sits on West Meeker Street, minutes from the roads where many of the valley’s worst crashes happen. Kent lies between Seattle and Tacoma, and we know what that means on the ground: Highway 167 at rush hour, semi-trucks moving between the warehouse district and the ports, the steep grades of James Street and Kent-Kangley Road, and busy intersections along Central Avenue and 84th Avenue South.',
        'Injury lawsuits and criminal cases from South King County are heard at the Maleng Regional Justice Center in Kent, one of King County Superior Court’s two courthouses, while city misdemeanors go to Kent Municipal Court. Our lawyers appear in these courtrooms week after week, so we know the local rules, the calendars and what judges expect from the lawyers in front of them.',
        'Injured Kent residents are often treated at MultiCare Auburn Medical Center, Valley Medical Center in Renton or, after the most serious crashes, Harborview Medical Center in Seattle. We gather those records, deal with the insurers and keep you informed so you can focus on healing. We offer a free consultation and are available 24/7 for urgent matters.',
      ],
    },
    caseTypes: [
      {
        practice: 'car',
        text: 'Rear-end and intersection crashes on Highway 167, Kent-Kangley Road and Central Avenue are among the most common cases we handle for Kent drivers.',
      },
      {
        practice: 'truck',
        text: 'Kent’s warehouse district puts semi-trucks on local streets all day. We move fast to preserve logbooks, dash-camera footage and black-box data.',
      },
      {
        practice: 'motorcycle',
        text: 'Riders on the East Hill and the roads toward Covington and Maple Valley face drivers who fail to look. We push back when insurers blame the rider.',
      },
      {
        practice: 'dog-bite',
        text: 'Washington holds dog owners strictly liable for most bites. We help Kent families recover for medical care, scarring and the fear that follows an attack.',
      },
      {
        practice: 'wrongful-death',
        text: 'When a crash or a careless act takes someone you love, we guide Kent families through a wrongful-death claim with patience and care.',
      },
      {
        practice: 'catastrophic',
        text: 'Brain injuries, spinal cord damage and amputations change everything. We build claims that account for a lifetime of care, not just the first hospital bill.',
      },
      {
        practice: 'boating',
        text: 'Kent boaters head to Lake Meridian, Lake Washington and Puget Sound. Our maritime attorney handles collisions, capsizings and falls overboard.',
      },
      {
        practice: 'premises',
        text: 'Falls in grocery stores, apartment stairwells and parking lots across Kent often trace back to a hazard someone should have fixed. We find out who was responsible.',
      },
    ],
    communities: [
      'Kent',
      'Auburn',
      'Renton',
      'Covington',
      'Maple Valley',
      'Tukwila',
      'SeaTac',
      'Des Moines',
      'Federal Way',
      'Burien',
      'Black Diamond',
      'Algona',
    ],
    serviceTypes: ['Personal injury', 'Car accident claims', 'Truck accident claims', 'Wrongful death claims', 'Premises liability', 'Criminal defense'],
  },

  olympia: {
    city: 'Olympia',
    slug: 'olympia-wa',
    address: { street: '1015 Capitol Way S, Suite 210', city: 'Olympia', region: 'WA', postalCode: '98502' },
    geo: { latitude: 47.0379, longitude: -122.9007 },
    indexable: false,
    hasPracticePages: false,
    sourceLabel: 'olympia-personal-injury-lawyer',
    available247: false,
    firmName: 'alternate',
    meta: {
      title: 'Olympia, WA Personal Injury Lawyer | Thurston County Injury Help',
      description:
        'Hurt in a crash or fall in Olympia, Lacey, or Tumwater? Our injury lawyers serve all of Thurston County. Talk with us in a free consultation.',
      keywords: [
        'Olympia personal injury lawyer',
        'Olympia WA car accident attorney',
        'Thurston County injury lawyer',
        'Lacey accident attorney',
        'Tumwater personal injury lawyer',
      ],
      canonicalHost: 'alternate',
    },
    hero: {
      headline: 'Olympia Personal Injury Lawyers for Thurston County',
      subheadline:
        'From Interstate 5 crashes near the Capitol to falls at local businesses, we help injured people across Thurston County. The consultation is free, and we take injury cases on a contingency fee.',
    },
    localAdvocates: {
      heading: 'Local Advocates for Olympia and Thurston County',
      body: [
        'Our Olympia office on Capitol Way South serves injured people throughout Thurston County. We know the backups on Interstate 5 through Tumwater and Lacey, the stretch toward Joint Base Lewis-McChord where traffic stops without warning, the crashes along U.S. Highway 101 toward Shelton, and the busy corridors of Martin Way, Pacific Avenue and Harrison Avenue.',
        'Injury lawsuits filed here are heard in Thurston County Superior Court in Olympia, and we also appear in Thurston County District Court and the local municipal courts. Claims against the State of Washington or a local government come with their own notice rules and waiting periods, and we track those deadlines from the first day.',
        'Injured clients here are often treated at Providence St. Peter Hospital or MultiCare Capital Medical Center in Olympia. We collect the medical records, handle every call from the insurance companies and keep you informed, so you can put your energy into recovering. Consultations are free.',
      ],
    },
    caseTypes: [
      {
        practice: 'car',
        text: 'We handle crashes on Interstate 5, U.S. Highway 101 and Martin Way, from rear-end collisions in commuter traffic to serious intersection crashes in Lacey and Tumwater.',
      },
      {
        practice: 'truck',
        text: 'Freight moving between the Port of Olympia, the I-5 corridor and the distribution centers around Lacey puts heavy trucks on local roads every day.',
      },
      {
        practice: 'motorcycle',
        text: 'The rural roads around Yelm, Rainier and Tenino draw riders all summer. We stand up for motorcyclists hurt by drivers who never saw them.',
      },
      {
        practice: 'dog-bite',
        text: 'Under Washington’s strict liability rule, an owner is usually responsible when a dog bites. We help Thurston County families recover what they are owed.',
      },
      {
        practice: 'wrongful-death',
        text: 'When a crash takes a loved one, we help Olympia-area families pursue a wrongful-death claim while they focus on one another.',
      },
      {
        practice: 'boating',
        text: 'Budd Inlet, Eld Inlet and the marinas of downtown Olympia are busy all season. Our maritime attorney handles boating collisions and dock injuries.',
      },
      {
        practice: 'premises',
        text: 'Falls on wet floors, broken stairs and icy walkways at Olympia-area stores and apartments can cause lasting injuries. We hold careless owners to account.',
      },
    ],
    communities: ['Olympia', 'Lacey', 'Tumwater', 'Yelm', 'Tenino', 'Rainier', 'Rochester', 'Boston Harbor', 'Shelton', 'Centralia', 'Chehalis'],
    serviceTypes: ['Personal injury', 'Car accident claims', 'Truck accident claims', 'Wrongful death claims', 'Premises liability'],
  },

  seattle: {
    city: 'Seattle',
    slug: 'seattle-wa',
    address: { street: '1000 Second Ave, Suite 1750', city: 'Seattle', region: 'WA', postalCode: '98164' },
    structuredDataAddress: { street: '1525 Fourth Ave, Suite 800', postalCode: '98101' },
    geo: { latitude: 47.605, longitude: -122.3344 },
    indexable: false,
    hasPracticePages: true,
    sourceLabel: 'seattle-personal-injury-lawyer',
    available247: false,
    firmName: 'alternate',
    meta: {
      title: 'Seattle Personal Injury Lawyer | Car, Truck & Wrongful Death',
      description:
        'Seattle injury lawyers for car, truck, pedestrian, and wrongful-death claims, from Interstate 5 to downtown crosswalks. Talk with us in a free consultation.',
      keywords: [
        'Seattle personal injury lawyer',
        'Seattle car accident attorney',
        'Seattle truck accident lawyer',
        'Seattle pedestrian accident lawyer',
        'Seattle wrongful death attorney',
        'King County injury lawyer',
      ],
      canonicalHost: 'alternate',
    },
    hero: {
      headline: 'Seattle Personal Injury Lawyers Ready for Trial',
      subheadline:
        'Hurt on Interstate 5, Aurora Avenue, or a downtown crosswalk? We handle car, truck, pedestrian, and wrongful-death claims across Seattle, with a free consultation and a contingency fee.',
    },
    localAdvocates: {
      heading: 'Local Advocates for Seattle and North King County',
      body: [
        'Seattle’s roads are crowded and unforgiving. We handle crashes on Interstate 5 and Interstate 90, along State Route 99 and Aurora Avenue North, on Rainier Avenue South and the West Seattle Bridge, and in downtown streets shared by buses, delivery trucks, cyclists and people on foot. Pedestrian and bicycle cases make up a large part of our Seattle work.',
        'Injury lawsuits here are filed in King County Superior Court, which hears cases at the King County Courthouse on Third Avenue and at the Maleng Regional Justice Center in Kent. Some cases belong in the federal courthouse downtown. We know both systems, the local rules and the timelines that keep a case moving toward trial.',
        'Seattle is home to Harborview Medical Center, the region’s leading trauma hospital, along with UW Medical Center, Swedish First Hill and Virginia Mason. We work with treating doctors to document your injuries and your future care, and we deal with the insurers so you do not have to. Your consultation is free.',
      ],
    },
    caseTypes: [
      {
        practice: 'car',
        text: 'From rear-end crashes on I-5 to drivers who turn into pedestrians in a crosswalk, we handle the full range of Seattle traffic injuries.',
      },
      {
        practice: 'truck',
        text: 'Trucks serving the Port of Seattle and the SODO industrial area share tight streets with commuters. We hold carriers to federal safety rules.',
      },
      {
        practice: 'motorcycle',
        text: 'Wet pavement, streetcar tracks and distracted drivers make Seattle hard on riders. We fight the bias insurers bring to motorcycle claims.',
      },
      {
        practice: 'dog-bite',
        text: 'Dense neighborhoods and busy parks mean more encounters with dogs. Washington’s strict liability rule protects people bitten through no fault of their own.',
      },
      {
        practice: 'wrongful-death',
        text: 'When a crash or a careless act takes a loved one, we help Seattle families bring a wrongful-death claim and hold the responsible party to account.',
      },
      {
        practice: 'catastrophic',
        text: 'Many of the region’s most serious injuries are treated at Harborview. We build claims that cover a lifetime of care, lost earnings and changed plans.',
      },
      {
        practice: 'boating',
        text: 'Lake Union, Lake Washington, the Ship Canal and Elliott Bay are crowded with boats every summer. Our maritime attorney handles collisions and injuries on the water.',
      },
      {
        practice: 'premises',
        text: 'Rain-slick sidewalks, poorly lit garages and apartment buildings without proper security all cause injuries. We find out which owner was responsible.',
      },
    ],
    communities: [
      'Seattle',
      'Shoreline',
      'Lake Forest Park',
      'Burien',
      'White Center',
      'Tukwila',
      'SeaTac',
      'Renton',
      'Mercer Island',
      'Bellevue',
      'Kirkland',
      'Redmond',
    ],
    serviceTypes: [
      'Personal injury',
      'Car accident claims',
      'Pedestrian and bicycle accident claims',
      'Truck accident claims',
      'Wrongful death claims',
      'Premises liability',
    ],
  },

  'port-orchard': {
    city: 'Port Orchard',
    slug: 'port-orchard-wa',
    address: { street: '1700 Bay St, Suite 104', city: 'Port Orchard', region: 'WA', postalCode: '98366' },
    geo: { latitude: 47.5404, longitude: -122.6363 },
    indexable: false,
    hasPracticePages: false,
    sourceLabel: 'port-orchard-personal-injury-lawyer',
    available247: false,
    firmName: 'primary',
    meta: {
      title: 'Port Orchard Personal Injury Lawyer | Kitsap County Injury Help',
      description: 'Injured on the road or the water in Port Orchard or anywhere in Kitsap County? Talk to a local injury lawyer in a free consultation.',
      keywords: [
        'Port Orchard personal injury lawyer',
        'Kitsap County injury attorney',
        'Port Orchard car accident lawyer',
        'Kitsap boating accident lawyer',
        'Bremerton personal injury attorney',
      ],
      canonicalHost: 'alternate',
    },
    hero: {
      headline: 'Port Orchard Injury Lawyers for Kitsap County, On Land and Water',
      subheadline:
        'Crashes on State Route 16, falls on a slick dock, collisions on Sinclair Inlet: we help injured people across Kitsap County. The consultation is free, and we take injury cases on a contingency fee.',
    },
    localAdvocates: {
      heading: 'Local Advocates for Port Orchard and Kitsap County',
      body: [
        'Our office on Bay Street looks out over Sinclair Inlet. We know the roads Kitsap residents drive every day: State Route 16 toward the Tacoma Narrows Bridge, State Route 3 between Gorst and Bremerton, and local routes like Bethel Avenue, Mile Hill Drive and Sedgwick Road, where commuters, shipyard traffic and ferry traffic all meet.',
        'Kitsap County Superior Court sits right here in Port Orchard, so lawsuits for injuries anywhere in the county are often filed just a few blocks from our office. We also handle claims that arise on the water, where federal maritime law can change the rules, and we know how to bring those cases in the right court.',
        'Injured clients in Kitsap County are often treated at St. Michael Medical Center in Silverdale or St. Anthony Hospital in Gig Harbor, and the most serious injuries may be sent to trauma centers in Tacoma or Seattle. We gather every record, handle the insurers and keep you informed. Your consultation is free.',
      ],
    },
    caseTypes: [
      {
        practice: 'car',
        text: 'Crashes on State Route 16, State Route 3 and the Gorst interchange are common in Kitsap County. We build claims that reflect the full cost of your injuries.',
      },
      {
        practice: 'truck',
        text: 'Log trucks, gravel haulers and delivery vehicles share narrow two-lane roads with local drivers. We dig into driver logs and maintenance records.',
      },
      {
        practice: 'motorcycle',
        text: 'The curves of the Kitsap Peninsula draw riders all year. When a driver turns across a rider’s path, we stand up for the motorcyclist.',
      },
      {
        practice: 'boating',
        text: 'Sinclair Inlet, Colvos Passage and the waters off Manchester are busy with boats, ferries and kayaks. Our maritime attorney knows these waters and the law that governs them.',
      },
      {
        practice: 'premises',
        text: 'Docks, marinas, stores and rental homes can all hide dangerous conditions. We hold property owners responsible for hazards they should have fixed.',
      },
      {
        practice: 'dog-bite',
        text: 'Washington’s strict liability rule means most dog owners are responsible when their dog bites. We help Kitsap families recover for medical care and scarring.',
      },
      {
        practice: 'wrongful-death',
        text: 'When a crash on land or water takes a loved one, we help Kitsap families pursue a wrongful-death claim with care and patience.',
      },
    ],
    communities: [
      'Port Orchard',
      'Bremerton',
      'Gig Harbor',
      'Silverdale',
      'Manchester',
      'Southworth',
      'Olalla',
      'Burley',
      'Belfair',
      'Seabeck',
      'Poulsbo',
      'Bainbridge Island',
    ],
    serviceTypes: ['Personal injury', 'Car accident claims', 'Boating and maritime injury claims', 'Premises liability', 'Wrongful death claims'],
  },

  tacoma: {
    city: 'Tacoma',
    slug: 'tacoma-wa',
    address: { street: '1145 Broadway, Suite 620', city: 'Tacoma', region: 'WA', postalCode: '98402' },
    geo: { latitude: 47.2529, longitude: -122.4443 },
    indexable: false,
    hasPracticePages: false,
    sourceLabel: 'tacoma-personal-injury-lawyer',
    available247: true,
    firmName: 'primary',
    meta: {
      title: 'Tacoma Personal Injury Lawyer | Free Consultation',
      description:
        'Hurt in Tacoma or anywhere in Pierce County? Trial lawyers who know its courts and hospitals. Free consultation, and we answer urgent calls 24/7.',
      keywords: [
        'Tacoma personal injury lawyer',
        'Tacoma car accident attorney',
        'Pierce County injury lawyer',
        'Tacoma truck accident lawyer',
        'Tacoma wrongful death attorney',
      ],
      canonicalHost: 'primary',
    },
    hero: {
      headline: 'Tacoma Personal Injury Lawyers for Pierce County',
      subheadline:
        'Hurt on Interstate 5, State Route 16, or a Tacoma city street? Get a free consultation, and know we are available 24/7 for urgent matters. We take injury cases on a contingency fee.',
    },
    localAdvocates: {
      heading: 'Local Advocates for Tacoma and Pierce County',
      body: [
        'Our office on Broadway sits in the middle of downtown Tacoma. We handle crashes on Interstate 5 through the Tacoma Dome curve, State Route 16 toward the Narrows Bridge, State Route 512 through Parkland and Puyallup, and city streets like Pacific Avenue and South 38th Street, along with the heavy truck traffic coming in and out of the Port of Tacoma.',
        'Injury lawsuits from across the county are heard in Pierce County Superior Court at the County-City Building, a short walk from our office, and some cases belong in the federal courthouse at Union Station. Criminal and traffic matters from the city go to Tacoma Municipal Court. We know these courthouses and the people who work in them.',
        'Tacoma clients are often treated at Tacoma General Hospital, St. Joseph Medical Center or, for children, Mary Bridge Children’s Hospital. We collect your records, handle the insurance companies and keep you updated at every step. Consultations are free, and we are available 24/7 for urgent matters.',
      ],
    },
    caseTypes: [
      {
        practice: 'car',
        text: 'From I-5 pileups near the Tacoma Dome to intersection crashes on Pacific Avenue, we handle Tacoma car accidents of every kind.',
      },
      {
        practice: 'truck',
        text: 'The Port of Tacoma sends a steady stream of container trucks through Fife and the Tideflats. We preserve the evidence carriers would rather lose.',
      },
      {
        practice: 'motorcycle',
        text: 'Riders on Ruston Way, Highway 7 and the roads toward Mount Rainier face drivers who do not look twice. We make sure the rider’s side is heard.',
      },
      {
        practice: 'dog-bite',
        text: 'Washington holds owners strictly liable for most dog bites. We help Tacoma families recover for emergency care, scarring and counseling.',
      },
      {
        practice: 'wrongful-death',
        text: 'When a crash or a careless act takes someone you love, we help Pierce County families bring a wrongful-death claim while they grieve.',
      },
      {
        practice: 'catastrophic',
        text: 'Spinal cord injuries, brain injuries and severe burns need a claim that covers a lifetime of care. We work with doctors and life-care planners to prove it.',
      },
      {
        practice: 'boating',
        text: 'Commencement Bay, the Foss Waterway and the Narrows are busy with pleasure boats and commercial traffic. Our maritime attorney handles injuries on the water.',
      },
      {
        practice: 'premises',
        text: 'Falls at stores, apartments and parking garages across Tacoma often trace back to a hazard someone ignored. We find out who was responsible.',
      },
    ],
    communities: [
      'Tacoma',
      'Lakewood',
      'University Place',
      'Fircrest',
      'Ruston',
      'Fife',
      'Puyallup',
      'Parkland',
      'Spanaway',
      'Sumner',
      'Federal Way',
      'Gig Harbor',
    ],
    serviceTypes: [
      'Personal injury',
      'Car accident claims',
      'Truck accident claims',
      'Wrongful death claims',
      'Catastrophic injury claims',
      'Premises liability',
    ],
  },
} as const satisfies Record<string, OfficeData>;

export type OfficeId = keyof typeof offices;
/** The firm's main office: its address is the firm's, and its city's practice pages are the canonical ones. */
export const homeOffice: OfficeId = 'kent';
