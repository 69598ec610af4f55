// The eight practice areas of spec §1, in the order the home grid and the menus show them.
// Adding an area: write data/practice/<area>.ts and list it here; pages, menus, tiles and sitemaps
// follow from config. Its case type must be in data/case-types.ts (the form, the lead schema and
// the database follow from that list).
import { boatingAccident } from './practice/boating-accident';
import { carAccident } from './practice/car-accident';
import { catastrophicInjuries } from './practice/catastrophic-injuries';
import { dogBite } from './practice/dog-bite';
import { motorcycleAccident } from './practice/motorcycle-accident';
import { premisesLiability } from './practice/premises-liability';
import { truckAccident } from './practice/truck-accident';
import { wrongfulDeath } from './practice/wrongful-death';

export const practiceAreas = {
  car: carAccident,
  truck: truckAccident,
  motorcycle: motorcycleAccident,
  'dog-bite': dogBite,
  'wrongful-death': wrongfulDeath,
  catastrophic: catastrophicInjuries,
  boating: boatingAccident,
  premises: premisesLiability,
} as const;

export type PracticeAreaId = keyof typeof practiceAreas;
