/**
 * Local profiles for the rental landing pages: what renters in a town use a cart for and
 * the places nearby. Ten towns have their own profile; every other municipality gets a
 * generic profile built from its name.
 *
 * The published generic profile carried the ZIP code 18000, which belongs to no town; the
 * generic profile here has no ZIP codes at all, and pages show ZIP codes only for towns
 * with their own profile.
 */

export interface TownProfile {
  /** "Emmaus" */
  name: string
  /** True for the ten towns with their own profile; false for the generic one. */
  isLocal: boolean
  /** Postal codes of the town; empty for the generic profile. */
  zipCodes: readonly string[]
  description: string
  /** Six ways renters in the town use a cart. */
  popularUses: readonly string[]
  /** Six local attractions and features. */
  localFeatures: readonly string[]
  /** "latitude,longitude" of the town centre; absent for the generic profile. */
  coordinates?: string
}

type LocalProfile = Omit<TownProfile, 'isLocal'>

const PROFILES: readonly LocalProfile[] = [
  {
    name: 'Allentown',
    zipCodes: ['18101', '18102', '18103', '18104', '18109'],
    description:
      "Allentown, Pennsylvania's third-largest city, mixes busy downtown streets with long park corridors along the Little Lehigh and Cedar Creek. Renters use our carts to move guests around fairgrounds, church festivals, block parties and the big family gatherings that fill city parks every summer weekend.",
    popularUses: [
      'Shuttling guests at the Great Allentown Fair and fairground events',
      'Church picnics, festivals and parish carnivals',
      'Graduation parties and family reunions in city parks',
      'Moving equipment and volunteers at charity races and walks',
      'Parking lot shuttles for weddings and banquet halls',
      'Getting around large properties and warehouses on the city edge',
    ],
    localFeatures: [
      'Allentown Fairgrounds',
      'Trexler Park and the Lehigh Parkway',
      'Cedar Creek Parkway and the Malcolm W. Gross Rose Garden',
      'PPL Center and the downtown arts district',
      'Coca-Cola Park, home of the Lehigh Valley IronPigs',
      'Allentown Art Museum and the Liberty Bell Museum',
    ],
    coordinates: '40.6023,-75.4714',
  },
  {
    name: 'Bethlehem',
    zipCodes: ['18015', '18017', '18018', '18020'],
    description:
      "Bethlehem, the Christmas City, hosts some of the Lehigh Valley's largest festivals, and its historic Moravian district, steep side streets and sprawling venues are easier to cover on four wheels. Event organizers, caterers and families rent our carts for everything from festival load-in to a wedding weekend.",
    popularUses: [
      'Festival staff and vendor transport during Musikfest and Christkindlmarkt',
      'Wedding parties at historic venues and banquet halls',
      'Campus move-in days and university events',
      'Accessible rides for older guests at outdoor celebrations',
      'Hauling coolers, tents and gear for tailgates and reunions',
      'Neighborhood block parties on the North and South Sides',
    ],
    localFeatures: [
      'SteelStacks arts and cultural campus',
      'Historic Moravian Bethlehem',
      'Lehigh University campus',
      'Monocacy Creek trail and Illick\'s Mill',
      'Main Street shops and restaurants',
      'Sand Island and the Lehigh Canal towpath',
    ],
    coordinates: '40.6259,-75.3705',
  },
  {
    name: 'Emmaus',
    zipCodes: ['18049'],
    description:
      'Emmaus is a walkable borough at the foot of South Mountain with a lively downtown triangle, a busy community park and neighborhoods that love a summer party. A golf cart fits right in for short trips between home, the park and the farmers market.',
    popularUses: [
      'Community day and holiday parade support',
      'Backyard graduation parties and reunions',
      'Trips to the farmers market and downtown shops',
      'Youth sports tournaments at the community park',
      'Helping older relatives get around family events',
      'Carrying gear for South Mountain trail days',
    ],
    localFeatures: [
      'The downtown Emmaus Triangle',
      'Emmaus Community Park and pool',
      'South Mountain trails and overlooks',
      'Emmaus Farmers Market',
      'The historic Shelter House',
      'Tree-lined neighborhood streets close to the Lehigh Parkway',
    ],
    coordinates: '40.5395,-75.4968',
  },
  {
    name: 'Macungie',
    zipCodes: ['18062'],
    description:
      'Macungie is a small borough with a big park: Macungie Memorial Park draws car-show crowds and festival-goers from across the region. Our carts carry show staff, vendors and visitors across the grounds and help residents get around town during the busiest weekends.',
    popularUses: [
      'Vendor and staff shuttles at car shows and park festivals',
      'Parking lot shuttles for large outdoor events',
      'Family reunions and picnics at the memorial park',
      'Backyard weddings and graduation parties',
      'Moving supplies for church and fire company fundraisers',
      'Short trips along Main Street during event weekends',
    ],
    localFeatures: [
      'Macungie Memorial Park',
      'The summer antique and classic car show weekend',
      'Historic Main Street',
      'Macungie Institute',
      'Nearby Lehigh Valley farm stands',
      'Quiet residential streets suited to low-speed driving',
    ],
    coordinates: '40.5158,-75.5547',
  },
  {
    name: 'Catasauqua',
    zipCodes: ['18032'],
    description:
      "Catasauqua grew up along the Lehigh River around the iron industry, and its historic homes, riverside trail and close-knit neighborhoods make it a natural fit for a cart. Renters use them for town celebrations, family events and easy trips to the river.",
    popularUses: [
      'Town festivals and hometown celebrations',
      'Block parties and backyard gatherings',
      'Rides along the river for family outings',
      'Equipment runs for sports leagues and school events',
      'Guest shuttles for weddings at historic homes',
      'Helping neighbors with limited mobility get to events',
    ],
    localFeatures: [
      'The D&L Trail along the Lehigh River',
      'The historic George Taylor House',
      'Catasauqua Municipal Pool and park',
      'Historic homes on Biery\'s Port and Second Street',
      'Lehigh Canal remnants and river overlooks',
      'Front Street shops and restaurants',
    ],
    coordinates: '40.6548,-75.4744',
  },
  {
    name: 'Coopersburg',
    zipCodes: ['18036'],
    description:
      'Coopersburg sits along Route 309 in the Southern Lehigh countryside, where farms, orchards and large lots mean a lot of ground to cover. Renters use our carts for farm events, barn weddings and community celebrations.',
    popularUses: [
      'Barn and farm weddings in the Southern Lehigh countryside',
      'Orchard and farm-market events',
      'Community day and holiday celebrations',
      'Youth sports and school events',
      'Moving gear around large residential lots',
      'Graduation parties and family reunions',
    ],
    localFeatures: [
      'Coopersburg Community Park',
      'Main Street (Route 309) shops',
      'Southern Lehigh farmland and orchards',
      'The Promenade Shops at Saucon Valley nearby in Center Valley',
      'Quiet borough streets for low-speed driving',
      'Easy access to Upper Saucon trails and parks',
    ],
    coordinates: '40.5114,-75.3906',
  },
  {
    name: 'Fountain Hill',
    zipCodes: ['18015'],
    description:
      "Fountain Hill is a compact hillside borough next to Bethlehem's South Side, home to a major hospital campus and streets of stately older homes. Carts help residents and event hosts handle the hills and short hops to Bethlehem's festivals.",
    popularUses: [
      'Getting guests up and down hillside streets at family events',
      'Block parties and neighborhood celebrations',
      'Short trips to South Side Bethlehem festivals',
      'Church and community fundraisers',
      'Moving chairs, tables and coolers for backyard parties',
      'Rides for older relatives at reunions',
    ],
    localFeatures: [
      'Historic homes along Delaware Avenue',
      'St. Luke\'s University Hospital campus',
      'Views over the Lehigh River valley',
      'Borough parks and playgrounds',
      'Quick access to SteelStacks and the South Side',
      'Close-knit residential blocks',
    ],
    coordinates: '40.6015,-75.3957',
  },
  {
    name: 'Alburtis',
    zipCodes: ['18011'],
    description:
      "Alburtis is a small, quiet borough in the East Penn area with a historic iron furnace park and a strong community calendar. Renters use carts for borough events, picnics in the park and family celebrations on the edge of farm country.",
    popularUses: [
      'Borough community days and holiday events',
      'Picnics and reunions at Lockridge Park',
      'Backyard weddings and graduation parties',
      'Fire company and church fundraisers',
      'Moving gear for youth sports',
      'Short trips around town during events',
    ],
    localFeatures: [
      'Lockridge Park and its historic iron furnace',
      'Main Street and the borough center',
      'Nearby East Penn farmland',
      'Quiet residential streets',
      'Easy reach to Macungie and Emmaus',
      'Local parks and playgrounds',
    ],
    coordinates: '40.5109,-75.6036',
  },
  {
    name: 'Slatington',
    zipCodes: ['18080'],
    description:
      "Slatington, the slate town at the north end of the county, sits near the Lehigh Gap with trails and river access close by. Renters use carts for trail-day support, town festivals and gatherings on big northern Lehigh lots.",
    popularUses: [
      'Support vehicles for trail events and races',
      'Town festivals and farmers markets',
      'Family reunions and backyard parties',
      'Moving gear for fishing and river outings',
      'Guest shuttles for rural weddings',
      'Getting around large lots and small farms',
    ],
    localFeatures: [
      'The Slate Heritage Trail',
      'Lehigh Gap Nature Center',
      'The D&L Trail and Lehigh River access',
      'Historic slate-industry Main Street',
      'Slatington farmers market',
      'Views of Blue Mountain',
    ],
    coordinates: '40.7484,-75.6118',
  },
  {
    name: 'Coplay',
    zipCodes: ['18037'],
    description:
      "Coplay is a compact borough on the Lehigh River with a proud cement-industry past and a rail trail at its doorstep. Residents rent carts for trail outings, neighborhood parties and the community events that fill the borough's parks.",
    popularUses: [
      'Trail-side family outings',
      'Community celebrations and parades',
      'Block parties and backyard gatherings',
      'Moving gear for youth sports leagues',
      'Guest transport at weddings and reunions',
      'Helping older relatives get around events',
    ],
    localFeatures: [
      'The Ironton Rail Trail',
      'Saylor Park Cement Industry Museum and the historic kilns',
      'Lehigh River views',
      'Coplay Creek',
      'Borough parks and playgrounds',
      'Close reach to Whitehall shopping',
    ],
    coordinates: '40.6705,-75.4954',
  },
]

/** The towns with their own profile, by name. */
export const LOCAL_PROFILE_NAMES: readonly string[] = PROFILES.map((p) => p.name)

function genericProfile(name: string): TownProfile {
  return {
    name,
    isLocal: false,
    zipCodes: [],
    description: `${name} is one of the Lehigh County communities we serve every week. Whether you are hosting a backyard celebration, running a community event or just want an easy way to get around a large property, a rental cart delivered to your door makes the day simpler.`,
    popularUses: [
      'Backyard weddings and graduation parties',
      'Family reunions and holiday gatherings',
      'Community days, fairs and fundraisers',
      'Youth sports tournaments and school events',
      'Getting around farms and large properties',
      'Helping older guests get around outdoor events',
    ],
    localFeatures: [
      'Local parks and recreation areas',
      'Community and fire company event grounds',
      'Churches and event venues',
      'Nearby Lehigh Valley trails',
      'Quiet residential streets',
      'Farms and open countryside',
    ],
  }
}

/** The profile of a town by name: its own when it has one, otherwise the generic profile. */
export function profileFor(name: string): TownProfile {
  const local = PROFILES.find((p) => p.name === name)
  return local ? { ...local, isLocal: true } : genericProfile(name)
}
