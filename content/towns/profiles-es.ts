/**
 * The local profiles of ./profiles.ts in Spanish, for the Spanish /es/rentals/{slug} pages: the
 * same towns, ZIP codes and coordinates, the description, uses and local features written in
 * Spanish. Places' and events' own names stay as they are. Server only: a page's +words.ts or
 * +data.ts reads it, never a page's script.
 */
import { FALLBACK_PROFILE, TOWN_PROFILES, type TownProfile } from './profiles'

type Words = Pick<TownProfile, 'description' | 'popularUses' | 'localFeatures'>

const WORDS: Readonly<Record<string, Words>> = {
  Allentown: {
    description:
      'Allentown es la sede del condado de Lehigh y la tercera ciudad más grande de Pensilvania. Un centro animado alrededor del distrito de la arena, el arbolado West End y una red de parques a lo largo de los arroyos Little Lehigh y Cedar le dan mucho uso a un carrito de golf alquilado.',
    popularUses: [
      'Llevar a los invitados de bodas y fiestas entre el estacionamiento y el salón',
      'Mover a vendedores, voluntarios y materiales en festivales y ferias',
      'Fiestas de barrio y celebraciones del vecindario en el West End y el East Side',
      'Pícnics de empresa y jornadas de puertas abiertas en campus de empresas y escuelas',
      'Apoyo en la ruta y puestos de agua para carreras y caminatas benéficas',
      'Recorrer terrenos de iglesias, cementerios y propiedades grandes para darles mantenimiento',
    ],
    localFeatures: [
      'Allentown Rose Garden',
      'Trexler Park',
      'Cedar Beach Park, junto al lago Muhlenberg',
      'Coca-Cola Park, casa de los Lehigh Valley IronPigs',
      'PPL Center, casa de los Lehigh Valley Phantoms',
      'Allentown Art Museum',
    ],
  },
  Bethlehem: {
    description:
      'Fundada por colonos moravos en 1741 y luego sede de Bethlehem Steel, Bethlehem se extiende a ambas orillas del río Lehigh. Su centro histórico, dos universidades y el complejo SteelStacks llenan el calendario de festivales, graduaciones y bodas.',
    popularUses: [
      'Llevar a los novios y su cortejo por el distrito histórico para las fotos',
      'Transporte de vendedores y voluntarios durante la temporada de festivales',
      'Días de mudanza, graduaciones y reencuentros en los campus universitarios',
      'Transporte de huéspedes para posadas, hostales y salones de eventos',
      'Eventos y luces navideñas en la "Ciudad de la Navidad"',
      'Fiestas de barrio y reuniones de vecinos en el North Side y el South Side',
    ],
    localFeatures: [
      'SteelStacks, complejo de artes y cultura',
      'El Bethlehem moravo histórico, Patrimonio de la Humanidad de la UNESCO',
      'Musikfest, cada agosto',
      'Lehigh University',
      'Wind Creek Bethlehem',
      'Sand Island, a orillas del río Lehigh',
    ],
  },
  Emmaus: {
    description:
      'Emmaus nació en el siglo XVIII como una aldea morava al pie de South Mountain y hoy es un pueblo para recorrer a pie, con el Triangle como centro. Las tiendas de Main Street, el mercado de agricultores de los domingos y sus parques llenos de vida lo hacen ideal para viajes cortos en carrito.',
    popularUses: [
      'Fiestas de barrio y reuniones entre vecinos',
      'Fiestas de graduación y bodas en el patio, con los invitados estacionados calle abajo',
      'Cargar carpas y materiales para los eventos del centro',
      'Llevar el equipo deportivo en los torneos de los parques de pelota',
      'Mover mesas y materiales para las recaudaciones de fondos de iglesias y escuelas',
      'Diligencias rápidas por el pueblo en un carrito apto para la calle',
    ],
    localFeatures: [
      'El Triangle de Emmaus y las tiendas de Main Street',
      'El Emmaus Farmers Market, los domingos en Triangle Park',
      'Emmaus Community Park',
      'La histórica Shelter House',
      'Knauss Homestead',
      'Los senderos de South Mountain, a la orilla del pueblo',
    ],
  },
  Macungie: {
    description:
      'Macungie es un pueblo pequeño, conocido mucho más allá del Lehigh Valley por sus exhibiciones de autos antiguos y clásicos en Macungie Memorial Park. Fuera de esos fines de semana, es un lugar tranquilo y unido, de casas antiguas y vecindarios más nuevos.',
    popularUses: [
      'Llevar a expositores y ayudantes por el parque los fines de semana de exhibición de autos',
      'Reuniones familiares y fiestas en los pabellones del parque',
      'Desfiles y eventos de temporada en Main Street',
      'Fiestas de barrio en el pueblo y en las urbanizaciones cercanas',
      'Llevar el equipo de un campo a otro en los torneos deportivos juveniles',
      'Mover carpas, mesas y productos para los vendedores del mercado',
    ],
    localFeatures: [
      'Macungie Memorial Park',
      'Das Awkscht Fescht, exhibición de autos antiguos y clásicos cada agosto',
      'Wheels of Time Rod and Custom Jamboree',
      'Macungie Farmers Market, los jueves por la tarde',
      'Macungie Institute, centro comunitario en Main Street',
      'Kalmbach Memorial Park',
    ],
  },
  Catasauqua: {
    description:
      'Catasauqua, "Catty" para los vecinos, es un pueblo compacto a orillas del río Lehigh, donde despegó la industria del hierro de antracita de la región en la década de 1840. Los dueños de las fundiciones dejaron cuadras de grandes casas victorianas, y el pueblo mantiene con orgullo su calendario de desfiles y días de la comunidad.',
    popularUses: [
      'Llevar a los visitantes en los recorridos por casas y jardines históricos',
      'Fiestas de barrio y festivales en la calle',
      'Desfiles, días de la comunidad y eventos de la compañía de bomberos',
      'Fotos de boda en casas históricas y a lo largo del canal',
      'Ayudar a los familiares mayores a moverse en actividades de la iglesia y de la familia',
      'Mover equipo en negocios y almacenes cerca del aeropuerto',
    ],
    localFeatures: [
      'George Taylor House, casa de uno de los firmantes de la Declaración de Independencia',
      "Biery House y el distrito histórico de Biery's Port",
      'El Lehigh Canal y el sendero que lo bordea',
      'Dery Mansion, en Fifth Street',
      'Fachadas históricas a lo largo de Front Street',
      'El Lehigh Valley International Airport, justo al lado',
    ],
  },
  Coopersburg: {
    description:
      'Coopersburg está en el extremo sur del condado de Lehigh: un pueblo con una Main Street para caminar, que creció a lo largo de un viejo camino colonial. Sus calles renovadas, una plaza y las conexiones con el sendero ferroviario facilitan moverse sin el carro de la familia.',
    popularUses: [
      'Eventos y conciertos en el anfiteatro de Town Center Park',
      'Diligencias por Main Street y la Route 309',
      'Fiestas de barrio y el encendido del árbol de Navidad',
      'Llevar el equipo a los campos de Living Memorial Park',
      'Fiestas de graduación y reencuentros de las familias de Southern Lehigh',
      'Llevar a los invitados en bodas campestres de los alrededores',
    ],
    localFeatures: [
      'Town Center Park y Public Square, en la esquina de State Street y Main Street',
      'Saucon Rail Trail',
      'Southern Lehigh Living Memorial Park',
      'El museo de la Coopersburg Historical Society, en Borough Hall',
      'Linden Grove Sales Pavilion, de los tiempos de las subastas de ganado Jersey',
      'DeSales University, en la vecina Center Valley',
    ],
  },
  'Fountain Hill': {
    description:
      "Fountain Hill es un pueblo pequeño en una ladera, entre Allentown y el South Side de Bethlehem. Creció alrededor de los balnearios de manantial del siglo XIX y hoy es sede del St. Luke's University Hospital, con calles arboladas de casas antiguas y señoriales.",
    popularUses: [
      'Viajes cortos por las calles empinadas del pueblo',
      'Fiestas de barrio y celebraciones de la comunidad',
      'Ayudar a familiares con movilidad limitada a llegar a la iglesia y a las reuniones familiares',
      'Llevar a los invitados en bodas en el patio y fiestas de graduación',
      'Mover mesas y materiales para las recaudaciones de fondos de escuelas e iglesias',
      'Viajes rápidos a las tiendas y restaurantes del South Side de Bethlehem',
    ],
    localFeatures: [
      "El campus del St. Luke's University Hospital",
      'Lechauweki Springs Park, en la ladera boscosa',
      'Stanley Avenue Playground',
      'Calles arboladas de casas de la época victoriana',
      'Lehigh University, justo al lado',
      'SteelStacks, en el South Side, a un paseo corto',
    ],
  },
  Alburtis: {
    description:
      'Alburtis es un pueblo pequeño en la esquina suroeste del condado de Lehigh, donde el arroyo Swabia serpentea junto a los arcos de piedra del viejo horno de hierro de Lock Ridge. Sus calles tranquilas, la piscina comunitaria y un gran espíritu de voluntariado le dan un verdadero ambiente de pueblo.',
    popularUses: [
      'Bodas y sesiones de fotos en Lock Ridge Park',
      'El desfile de Halloween y las fiestas del Primero de Mayo',
      'Fiestas de barrio y reuniones familiares',
      'Llevar el equipo a los campos de pelota y a la piscina comunitaria',
      'Moverse por las fincas y propiedades rurales grandes de los alrededores',
      'Viajes rápidos por el pueblo para hacer diligencias',
    ],
    localFeatures: [
      'Lock Ridge Park y su Furnace Museum',
      'Las campanillas azules de primavera en los senderos de Lock Ridge',
      'Swabia Creek, el arroyo que cruza el pueblo',
      'Alburtis Lockridge Historical Society',
      'La piscina del pueblo y los campos recreativos',
      'El desfile de Halloween de Alburtis',
    ],
  },
  Slatington: {
    description:
      'Slatington creció con las canteras de pizarra y el Lehigh Canal, y hoy es la puerta norte del condado de Lehigh. Casas victorianas con techos de pizarra bordean su centro, y las entradas a los senderos de Trout Creek y del río Lehigh quedan a un paso de Main Street.',
    popularUses: [
      'Llevar bicicletas y equipo a los senderos que salen de Main Street',
      'El desfile de Halloween y las celebraciones de la comunidad',
      'Fiestas de barrio y barbacoas entre vecinos',
      'Bodas y reuniones familiares en lugares campestres cercanos',
      'Mover equipo en fincas y propiedades grandes',
      'Diligencias cortas por el pueblo en un carrito apto para la calle',
    ],
    localFeatures: [
      'Slate Heritage Trail, a lo largo de Trout Creek',
      'El D&L Trail, desde la entrada de Main Street',
      'Trout Run Covered Bridge',
      'Casas victorianas y techos de pizarra en el centro',
      'El río Lehigh',
      'El Appalachian Trail, en el cercano Lehigh Gap',
    ],
  },
  Coplay: {
    description:
      'Coplay es un pueblo pequeño a orillas del río Lehigh y la cuna del cemento portland en Estados Unidos. Sus hornos de la década de 1890 siguen en pie en Saylor Park, junto al Ironton Rail Trail, y el verano gira en torno al Parkway, su piscina y los Community Days.',
    popularUses: [
      'Moverse por los Community Days con carpas, neveras y materiales',
      'Fiestas de barrio y barbacoas entre vecinos',
      'Llevar bicicletas y cosas de pícnic al sendero ferroviario',
      'Pícnics de clubes y festivales de iglesia',
      'Fiestas de graduación con los invitados estacionados calle abajo',
      'Diligencias rápidas por el pueblo en un carrito apto para la calle',
    ],
    localFeatures: [
      'Saylor Park y sus hornos de cemento históricos',
      'Ironton Rail Trail',
      'El Coplay Parkway y la Parkway Pool',
      'Coplay Community Days, cada agosto',
      'Coplay Public Library',
      'El río Lehigh',
    ],
  },
}

export const TOWN_PROFILES_ES: typeof TOWN_PROFILES = Object.fromEntries(
  Object.values(TOWN_PROFILES).map((profile) => [profile.name, { ...profile, ...WORDS[profile.name] }]),
)

/** For municipalities without a profile, as ./profiles.ts FALLBACK_PROFILE. */
export const FALLBACK_PROFILE_ES: typeof FALLBACK_PROFILE = {
  ...FALLBACK_PROFILE,
  description:
    'El condado de Lehigh combina pueblos animados, municipios tranquilos y tierras de cultivo abiertas, y un carrito de golf es una de las maneras más fáciles de moverse por un vecindario, un evento o una propiedad grande.',
  popularUses: [
    'Diligencias por el vecindario en un carrito apto para la calle',
    'Fiestas de barrio y celebraciones de la comunidad',
    'Bodas, graduaciones y reuniones familiares',
    'Transporte de invitados en festivales y recaudaciones de fondos',
    'Moverse por fincas y propiedades grandes',
    'Llevar el equipo en campos de pelota y torneos deportivos',
  ],
  localFeatures: [
    'Parques y áreas de juego de la zona',
    'Piscinas comunitarias y campos recreativos',
    'Festivales de los pueblos y municipios',
    'Senderos ferroviarios y caminos para pasear',
    'Mercados agrícolas y puestos a la orilla de la carretera',
    'Iglesias, compañías de bomberos y salones comunitarios',
  ],
}

/** The Spanish profile of a municipality, or the Spanish fallback with its name filled in (as ./profiles.ts profileFor). */
export function profileForEs(municipalityName: string): TownProfile {
  const profile = TOWN_PROFILES_ES[municipalityName]
  if (profile) return profile
  return {
    ...FALLBACK_PROFILE_ES,
    name: municipalityName,
    description: `${municipalityName} es una de las comunidades del condado de Lehigh que atendemos, con vecindarios, parques y eventos donde un carrito de golf es una de las maneras más fáciles de moverse.`,
  }
}
