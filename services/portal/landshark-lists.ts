import { landSharkCodes, landSharkListNames } from '@landrecords/contracts/portal/landshark-codes';
import type { LandSharkCodeDescription, LandSharkLists } from '@landrecords/contracts/portal/helperdata';

/** helperdata/landshark: each list as its code → description table. */
export const landSharkLists = (): LandSharkLists => landSharkCodes;

/** helperdata/landsharkcodedescription: each list as code/description pairs, in the table's order. */
export const landSharkCodeDescription = (): LandSharkCodeDescription =>
  Object.fromEntries(
    landSharkListNames.map((name) => [
      name,
      Object.entries(landSharkCodes[name]).map(([code, description]) => ({ code, description })),
    ]),
  ) as LandSharkCodeDescription;
