/**
 * Local profiles for the /rentals/{slug} pages: ZIP codes, a short description, six
 * popular uses of a rented cart and six local features. Ten municipalities have a
 * profile; the others get the fallback with their name filled in.
 */
import { business } from '../business'

export interface TownProfile {
  name: string
  zipCodes: readonly string[]
  description: string
  /** Exactly six. */
  popularUses: readonly string[]
  /** Exactly six places or events in or right next to the town. */
  localFeatures: readonly string[]
  /** "latitude,longitude" */
  coordinates: string
  isFallback?: boolean
}

const profiles: readonly TownProfile[] = [
  {
    name: 'Allentown',
    zipCodes: ['18101', '18102', '18103', '18104', '18106', '18109'],
    description:
      'Allentown is the Lehigh County seat and the third-largest city in Pennsylvania. A busy downtown arena district, the tree-lined West End and a park system strung along the Little Lehigh and Cedar creeks give a rented golf cart plenty to do.',
    popularUses: [
      'Shuttling wedding and party guests between parking and the venue',
      'Moving vendors, volunteers and supplies around festivals and fairgrounds events',
      'Block parties and neighborhood celebrations in the West End and East Side',
      'Company picnics and open houses on corporate and school campuses',
      'Course support and water stations for charity runs and walks',
      'Getting around church grounds, cemeteries and large properties for maintenance',
    ],
    localFeatures: [
      'Allentown Rose Garden',
      'Trexler Park',
      'Cedar Beach Park on Lake Muhlenberg',
      'Coca-Cola Park, home of the Lehigh Valley IronPigs',
      'PPL Center, home of the Lehigh Valley Phantoms',
      'Allentown Art Museum',
    ],
    coordinates: '40.6023,-75.4714',
  },
  {
    name: 'Bethlehem',
    zipCodes: ['18015', '18017', '18018', '18020'],
    description:
      'Founded by Moravian settlers in 1741 and later home to Bethlehem Steel, Bethlehem spans both banks of the Lehigh River. Its historic downtown, two universities and the SteelStacks campus keep the calendar full of festivals, graduations and weddings.',
    popularUses: [
      'Getting wedding parties around the historic district for photos',
      'Vendor and volunteer transport during festival season',
      'Move-in days, graduations and reunions on college campuses',
      'Guest shuttles for inns, bed and breakfasts and event venues',
      'Holiday events and light displays in the Christmas City',
      'Block parties and neighborhood gatherings on the North and South sides',
    ],
    localFeatures: [
      'SteelStacks arts and cultural campus',
      'Historic Moravian Bethlehem, a UNESCO World Heritage Site',
      'Musikfest every August',
      'Lehigh University',
      'Wind Creek Bethlehem',
      'Sand Island along the Lehigh River',
    ],
    coordinates: '40.6259,-75.3705',
  },
  {
    name: 'Emmaus',
    zipCodes: ['18049'],
    description:
      'Emmaus began as an 18th-century Moravian village at the foot of South Mountain and is now a walkable borough centered on the Triangle. Main Street shops, the Sunday farmers market and busy parks make it a natural fit for short trips by cart.',
    popularUses: [
      'Block parties and neighborhood get-togethers',
      'Graduation parties and backyard weddings with guests parked down the street',
      'Loading in tents and supplies for downtown events',
      'Carrying team gear around ballfield tournaments',
      'Moving tables and supplies for church and school fundraisers',
      'Quick errands around the borough in a street-legal cart',
    ],
    localFeatures: [
      'The Emmaus Triangle and Main Street shops',
      'Emmaus Farmers Market on Sundays at Triangle Park',
      'Emmaus Community Park',
      'The historic Shelter House',
      'Knauss Homestead',
      'South Mountain trails at the edge of the borough',
    ],
    coordinates: '40.5395,-75.4968',
  },
  {
    name: 'Macungie',
    zipCodes: ['18062'],
    description:
      'Macungie is a small borough known well beyond the Lehigh Valley for the antique and classic car shows at Macungie Memorial Park. Between show weekends it is a quiet, close-knit town of older homes and newer neighborhoods.',
    popularUses: [
      'Getting exhibitors and helpers around the grounds on car show weekends',
      'Family reunions and pavilion parties at the park',
      'Parades and holiday events on Main Street',
      'Block parties in the borough and nearby developments',
      'Carrying gear between fields at youth sports tournaments',
      'Moving market tents, tables and produce for vendors',
    ],
    localFeatures: [
      'Macungie Memorial Park',
      'Das Awkscht Fescht antique and classic car show every August',
      'Wheels of Time Rod and Custom Jamboree',
      'Macungie Farmers Market on Thursday afternoons',
      'Macungie Institute community center on Main Street',
      'Kalmbach Memorial Park',
    ],
    coordinates: '40.5158,-75.5547',
  },
  {
    name: 'Catasauqua',
    zipCodes: ['18032'],
    description:
      'Catasauqua, "Catty" to locals, is a compact borough on the Lehigh River where the region\'s anthracite iron industry took off in the 1840s. The ironmasters left blocks of grand Victorian homes and a proud small-town calendar of parades and community days.',
    popularUses: [
      'Shuttling guests during historic house and garden tours',
      'Block parties and street festivals',
      'Parades, community days and fire company events',
      'Wedding photos at historic homes and along the canal',
      'Helping older relatives get around church and family events',
      'Moving equipment around business and warehouse properties near the airport',
    ],
    localFeatures: [
      'George Taylor House, home of a signer of the Declaration of Independence',
      "Biery House and the Biery's Port Historic District",
      'The Lehigh Canal and its towpath',
      'Dery Mansion on Fifth Street',
      'Historic storefronts along Front Street',
      'Lehigh Valley International Airport next door',
    ],
    coordinates: '40.6548,-75.4744',
  },
  {
    name: 'Coopersburg',
    zipCodes: ['18036'],
    description:
      'Coopersburg sits at the southern edge of Lehigh County, a walkable Main Street borough that grew up along an old colonial road. New streetscapes, a town square and rail trail connections make it easy to get around without the family car.',
    popularUses: [
      'Events and concerts at the Town Center Park amphitheater',
      'Neighborhood errands along Main Street and Route 309',
      'Block parties and holiday tree-lighting celebrations',
      'Carrying gear to ballfields at Living Memorial Park',
      'Graduation parties and reunions for Southern Lehigh families',
      'Shuttling guests at farm weddings in the surrounding countryside',
    ],
    localFeatures: [
      'Town Center Park and Public Square at State and Main streets',
      'Saucon Rail Trail',
      'Southern Lehigh Living Memorial Park',
      'Coopersburg Historical Society museum in Borough Hall',
      'Linden Grove Sales Pavilion, from the days of the Jersey cattle sales',
      'DeSales University in neighboring Center Valley',
    ],
    coordinates: '40.5114,-75.3906',
  },
  {
    name: 'Fountain Hill',
    zipCodes: ['18015'],
    description:
      'Fountain Hill is a small hillside borough between Allentown and the South Side of Bethlehem. It grew up around 19th-century spring resorts and is now home to St. Luke\'s University Hospital and tree-lined streets of stately older homes.',
    popularUses: [
      'Short neighborhood trips up and down the borough\'s steep streets',
      'Block parties and community celebrations',
      'Helping family members with limited mobility get to church and family events',
      'Shuttling guests at backyard weddings and graduation parties',
      'Moving tables and supplies for school and church fundraisers',
      'Quick runs to Bethlehem\'s South Side shops and restaurants',
    ],
    localFeatures: [
      "St. Luke's University Hospital campus",
      'Lechauweki Springs Park on the wooded hillside',
      'Stanley Avenue Playground',
      'Tree-lined streets of Victorian-era homes',
      'Lehigh University next door',
      'SteelStacks on the South Side, a short ride away',
    ],
    coordinates: '40.6033,-75.3953',
  },
  {
    name: 'Alburtis',
    zipCodes: ['18011'],
    description:
      'Alburtis is a small borough in the southwestern corner of Lehigh County, where Swabia Creek winds past the stone arches of the old Lock Ridge iron furnace. Quiet streets, a community pool and a strong volunteer spirit give it a real hometown feel.',
    popularUses: [
      'Weddings and photo sessions at Lock Ridge Park',
      'Halloween parade and May Day festivities',
      'Block parties and family reunions',
      'Carrying gear to ballfields and the community pool',
      'Getting around large rural and farm properties nearby',
      'Quick trips across the borough for errands',
    ],
    localFeatures: [
      'Lock Ridge Park and Furnace Museum',
      'Spring bluebells along the Lock Ridge trails',
      'Swabia Creek',
      'Alburtis Lockridge Historical Society',
      'The borough pool and recreation fields',
      'The Alburtis Halloween Parade',
    ],
    coordinates: '40.5109,-75.6036',
  },
  {
    name: 'Slatington',
    zipCodes: ['18080'],
    description:
      'Slatington grew on the slate quarries and the Lehigh Canal and is now the northern gateway of Lehigh County. Victorian homes with slate roofs line its downtown, and trailheads along Trout Creek and the Lehigh River sit just off Main Street.',
    popularUses: [
      'Carrying bikes and gear to the trailheads off Main Street',
      'Halloween parade and community celebrations',
      'Block parties and neighborhood cookouts',
      'Weddings and family gatherings at rural venues nearby',
      'Moving equipment around farms and large properties',
      'Short errands across the borough in a street-legal cart',
    ],
    localFeatures: [
      'Slate Heritage Trail along Trout Creek',
      'The D&L Trail from the Main Street trailhead',
      'Trout Run Covered Bridge',
      'Victorian homes and slate roofs downtown',
      'The Lehigh River',
      'The Appalachian Trail at nearby Lehigh Gap',
    ],
    coordinates: '40.7484,-75.6118',
  },
  {
    name: 'Coplay',
    zipCodes: ['18037'],
    description:
      'Coplay is a small borough on the Lehigh River and the birthplace of American portland cement. Its 1890s kilns still stand at Saylor Park beside the Ironton Rail Trail, and summers center on the Parkway, its pool and Community Days.',
    popularUses: [
      'Getting around Community Days with tents, coolers and supplies',
      'Block parties and neighborhood cookouts',
      'Carrying bikes and picnic gear to the rail trail',
      'Club picnics and church festivals',
      'Graduation parties with guests parked down the block',
      'Quick errands around the borough in a street-legal cart',
    ],
    localFeatures: [
      'Saylor Park and its historic cement kilns',
      'Ironton Rail Trail',
      'The Coplay Parkway and Parkway Pool',
      'Coplay Community Days every August',
      'Coplay Public Library',
      'The Lehigh River',
    ],
    coordinates: '40.6705,-75.4954',
  },
]

export const TOWN_PROFILES: Readonly<Record<string, TownProfile>> = Object.fromEntries(
  profiles.map((p) => [p.name, p]),
)

/** For municipalities without a profile. The ZIP code is a placeholder, not a real code. */
export const FALLBACK_PROFILE: TownProfile = {
  name: 'Lehigh County',
  zipCodes: ['18000'],
  description:
    'Lehigh County mixes busy boroughs, quiet townships and open farmland, and a golf cart is one of the easiest ways to get around a neighborhood, an event or a large property.',
  popularUses: [
    'Neighborhood errands in a street-legal cart',
    'Block parties and community celebrations',
    'Weddings, graduations and family reunions',
    'Guest shuttles for festivals and fundraisers',
    'Getting around farms and large properties',
    'Moving gear at ballfields and sports tournaments',
  ],
  localFeatures: [
    'Local parks and playgrounds',
    'Community pools and recreation fields',
    'Township and borough festivals',
    'Rail trails and walking paths',
    'Farm markets and roadside stands',
    'Churches, fire companies and community halls',
  ],
  coordinates: `${business.geo.latitude},${business.geo.longitude}`,
  isFallback: true,
}

/** The real profile of a municipality, or the fallback with the municipality's name filled in. */
export function profileFor(municipalityName: string): TownProfile {
  const profile = TOWN_PROFILES[municipalityName]
  if (profile) return profile
  return {
    ...FALLBACK_PROFILE,
    name: municipalityName,
    description: `${municipalityName} is one of the Lehigh County communities we serve, with neighborhoods, parks and events where a golf cart is one of the easiest ways to get around.`,
  }
}
