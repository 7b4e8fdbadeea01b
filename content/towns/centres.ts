/**
 * Where each municipality the dealer serves lies (its centre, roughly): what a rental's
 * delivery fee is estimated from. The delivery policy measures along the road; these
 * straight-line points only ever give an estimate, and the pages say so.
 */
export interface Point {
  latitude: number
  longitude: number
}

/** By municipality name, as content/towns/municipalities.ts writes it. */
export const MUNICIPALITY_CENTRES: Readonly<Record<string, Point>> = {
  Allentown: { latitude: 40.6023, longitude: -75.4714 },
  Bethlehem: { latitude: 40.6259, longitude: -75.3705 },
  'Lower Macungie': { latitude: 40.5326, longitude: -75.5713 },
  'South Whitehall': { latitude: 40.6154, longitude: -75.5502 },
  'Upper Macungie': { latitude: 40.5737, longitude: -75.6155 },
  Whitehall: { latitude: 40.6662, longitude: -75.5007 },
  Salisbury: { latitude: 40.5790, longitude: -75.4410 },
  'North Whitehall': { latitude: 40.6780, longitude: -75.5880 },
  'Upper Saucon': { latitude: 40.5330, longitude: -75.4000 },
  'Lower Milford': { latitude: 40.4870, longitude: -75.4670 },
  Lynn: { latitude: 40.6811, longitude: -75.7500 },
  Heidelberg: { latitude: 40.7250, longitude: -75.6900 },
  Washington: { latitude: 40.7580, longitude: -75.6400 },
  Weisenberg: { latitude: 40.6130, longitude: -75.7080 },
  Lowhill: { latitude: 40.6460, longitude: -75.6500 },
  Emmaus: { latitude: 40.5395, longitude: -75.4968 },
  Macungie: { latitude: 40.5158, longitude: -75.5547 },
  Catasauqua: { latitude: 40.6548, longitude: -75.4744 },
  Coopersburg: { latitude: 40.5114, longitude: -75.3906 },
  'Fountain Hill': { latitude: 40.6015, longitude: -75.3955 },
  Alburtis: { latitude: 40.5109, longitude: -75.6036 },
  Slatington: { latitude: 40.7484, longitude: -75.6118 },
  Coplay: { latitude: 40.6705, longitude: -75.4954 },
}
