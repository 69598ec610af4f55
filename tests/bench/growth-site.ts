// The site the growth bench builds (tests/bench/growth.ts): pages.config.ts's data plus
// BENCH_CITIES generated practice cities (./growth-cities.ts; 0 gives today's site). Built as the
// server's `pages.config` entry by ./growth.vite.config.ts, so src/build/prerender.ts renders it
// as it renders pages.config.ts; the count is read when the entry loads, so the route tree (built
// from this module by the config) and the pre-render must be given the same BENCH_CITIES.
import { createSite, siteData } from '../../pages.config';
import { withGeneratedCities } from './growth-cities';

export const cities = Number(process.env.BENCH_CITIES ?? 0);
export const site = createSite(withGeneratedCities(siteData, cities));
