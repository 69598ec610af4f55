// Generated from pages.config.ts by src/build/route-tree.ts (npm run routes, also run by npm run
// dev, build and typecheck). Do not edit: change pages.config.ts or data/ instead.
import { createRoute, redirect } from '@tanstack/react-router';
import { notFoundRoute, page, pagesRoute, redirectsRoute, rootRoute } from './routes';

const IndexRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/',
  ...page('/'),
});

const AboutRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/about',
  ...page('/about'),
});

const ContactRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/contact',
  ...page('/contact'),
});

const LawyersDanielWhitfieldRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/lawyers/daniel-whitfield',
  ...page('/lawyers/daniel-whitfield'),
});

const LawyersMarisolVegaRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/lawyers/marisol-vega',
  ...page('/lawyers/marisol-vega'),
});

const LawyersThomasOkaforRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/lawyers/thomas-okafor',
  ...page('/lawyers/thomas-okafor'),
});

const LawyersIngridHalvorsenRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/lawyers/ingrid-halvorsen',
  ...page('/lawyers/ingrid-halvorsen'),
});

const KentWaCarAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/car-accident-lawyer',
  ...page('/kent-wa/car-accident-lawyer'),
});

const SeattleWaCarAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/car-accident-lawyer',
  ...page('/seattle-wa/car-accident-lawyer'),
});

const KentWaTruckAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/truck-accident-lawyer',
  ...page('/kent-wa/truck-accident-lawyer'),
});

const SeattleWaTruckAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/truck-accident-lawyer',
  ...page('/seattle-wa/truck-accident-lawyer'),
});

const KentWaMotorcycleAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/motorcycle-accident-lawyer',
  ...page('/kent-wa/motorcycle-accident-lawyer'),
});

const SeattleWaMotorcycleAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/motorcycle-accident-lawyer',
  ...page('/seattle-wa/motorcycle-accident-lawyer'),
});

const KentWaDogBiteLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/dog-bite-lawyer',
  ...page('/kent-wa/dog-bite-lawyer'),
});

const SeattleWaDogBiteLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/dog-bite-lawyer',
  ...page('/seattle-wa/dog-bite-lawyer'),
});

const KentWaWrongfulDeathLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/wrongful-death-lawyer',
  ...page('/kent-wa/wrongful-death-lawyer'),
});

const SeattleWaWrongfulDeathLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/wrongful-death-lawyer',
  ...page('/seattle-wa/wrongful-death-lawyer'),
});

const KentWaCatastrophicInjuriesLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/catastrophic-injuries-lawyer',
  ...page('/kent-wa/catastrophic-injuries-lawyer'),
});

const SeattleWaCatastrophicInjuriesLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/catastrophic-injuries-lawyer',
  ...page('/seattle-wa/catastrophic-injuries-lawyer'),
});

const KentWaBoatingAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/boating-accident-lawyer',
  ...page('/kent-wa/boating-accident-lawyer'),
});

const SeattleWaBoatingAccidentLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/boating-accident-lawyer',
  ...page('/seattle-wa/boating-accident-lawyer'),
});

const KentWaPremisesLiabilityLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/premises-liability-lawyer',
  ...page('/kent-wa/premises-liability-lawyer'),
});

const SeattleWaPremisesLiabilityLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/premises-liability-lawyer',
  ...page('/seattle-wa/premises-liability-lawyer'),
});

const KentWaCriminalDefenseLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/criminal-defense-lawyer',
  ...page('/kent-wa/criminal-defense-lawyer'),
});

const KentWaDuiLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/dui-lawyer',
  ...page('/kent-wa/dui-lawyer'),
});

const KentWaAssaultLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/assault-lawyer',
  ...page('/kent-wa/assault-lawyer'),
});

const KentWaDomesticViolenceLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/domestic-violence-lawyer',
  ...page('/kent-wa/domestic-violence-lawyer'),
});

const KentWaDrugChargesLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/drug-charges-lawyer',
  ...page('/kent-wa/drug-charges-lawyer'),
});

const KentWaTheftLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/theft-lawyer',
  ...page('/kent-wa/theft-lawyer'),
});

const KentWaWarrantsProbationLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/warrants-probation-lawyer',
  ...page('/kent-wa/warrants-probation-lawyer'),
});

const KentWaPersonalInjuryLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/kent-wa/personal-injury-lawyer',
  ...page('/kent-wa/personal-injury-lawyer'),
});

const OlympiaWaPersonalInjuryLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/olympia-wa/personal-injury-lawyer',
  ...page('/olympia-wa/personal-injury-lawyer'),
});

const SeattleWaPersonalInjuryLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/seattle-wa/personal-injury-lawyer',
  ...page('/seattle-wa/personal-injury-lawyer'),
});

const PortOrchardWaPersonalInjuryLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/port-orchard-wa/personal-injury-lawyer',
  ...page('/port-orchard-wa/personal-injury-lawyer'),
});

const TacomaWaPersonalInjuryLawyerRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/tacoma-wa/personal-injury-lawyer',
  ...page('/tacoma-wa/personal-injury-lawyer'),
});

const TermsRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/terms',
  ...page('/terms'),
});

const PrivacyRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/privacy',
  ...page('/privacy'),
});

const ConsumerHealthDataPrivacyPolicyRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/consumer-health-data-privacy-policy',
  ...page('/consumer-health-data-privacy-policy'),
});

const AccessibilityRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/accessibility',
  ...page('/accessibility'),
});

const ThankYouRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/thank-you',
  ...page('/thank-you'),
});

const IntakeRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/intake',
  ...page('/intake'),
});

const EsRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es',
  ...page('/es'),
});

const EsContactoRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/contacto',
  ...page('/es/contacto'),
});

const EsKentWaAbogadoDeLesionesPersonalesRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-de-lesiones-personales',
  ...page('/es/kent-wa/abogado-de-lesiones-personales'),
});

const EsKentWaAbogadoAccidentesDeAutoRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-accidentes-de-auto',
  ...page('/es/kent-wa/abogado-accidentes-de-auto'),
});

const EsKentWaAbogadoAccidentesDeCamionRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-accidentes-de-camion',
  ...page('/es/kent-wa/abogado-accidentes-de-camion'),
});

const EsKentWaAbogadoAccidentesDeMotocicletaRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-accidentes-de-motocicleta',
  ...page('/es/kent-wa/abogado-accidentes-de-motocicleta'),
});

const EsKentWaAbogadoMordedurasDePerroRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-mordeduras-de-perro',
  ...page('/es/kent-wa/abogado-mordeduras-de-perro'),
});

const EsKentWaAbogadoMuertePorNegligenciaRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-muerte-por-negligencia',
  ...page('/es/kent-wa/abogado-muerte-por-negligencia'),
});

const EsKentWaAbogadoLesionesCatastroficasRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-lesiones-catastroficas',
  ...page('/es/kent-wa/abogado-lesiones-catastroficas'),
});

const EsKentWaAbogadoAccidentesDeBoteRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-accidentes-de-bote',
  ...page('/es/kent-wa/abogado-accidentes-de-bote'),
});

const EsKentWaAbogadoResbalonesYCaidasRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-resbalones-y-caidas',
  ...page('/es/kent-wa/abogado-resbalones-y-caidas'),
});

const EsKentWaAbogadoDefensaCriminalRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-defensa-criminal',
  ...page('/es/kent-wa/abogado-defensa-criminal'),
});

const EsKentWaAbogadoDuiRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-dui',
  ...page('/es/kent-wa/abogado-dui'),
});

const EsKentWaAbogadoCargosDeAgresionRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-cargos-de-agresion',
  ...page('/es/kent-wa/abogado-cargos-de-agresion'),
});

const EsKentWaAbogadoViolenciaDomesticaRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-violencia-domestica',
  ...page('/es/kent-wa/abogado-violencia-domestica'),
});

const EsKentWaAbogadoCargosDeDrogasRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-cargos-de-drogas',
  ...page('/es/kent-wa/abogado-cargos-de-drogas'),
});

const EsKentWaAbogadoCargosDeRoboRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-cargos-de-robo',
  ...page('/es/kent-wa/abogado-cargos-de-robo'),
});

const EsKentWaAbogadoOrdenesDeArrestoYLibertadCondicionalRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/kent-wa/abogado-ordenes-de-arresto-y-libertad-condicional',
  ...page('/es/kent-wa/abogado-ordenes-de-arresto-y-libertad-condicional'),
});

const EsTerminosDeUsoRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/terminos-de-uso',
  ...page('/es/terminos-de-uso'),
});

const EsPoliticaDePrivacidadRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/politica-de-privacidad',
  ...page('/es/politica-de-privacidad'),
});

const EsPoliticaDeDatosDeSaludRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/politica-de-datos-de-salud',
  ...page('/es/politica-de-datos-de-salud'),
});

const EsGraciasRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/es/gracias',
  ...page('/es/gracias'),
});

const SitemapRoute = createRoute({
  getParentRoute: () => pagesRoute,
  path: '/sitemap',
  ...page('/sitemap'),
});

const AboutDanielWhitfieldRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/about-daniel-whitfield',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/daniel-whitfield', statusCode: 301 });
  },
});

const AboutWhitfieldRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/about-whitfield',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/daniel-whitfield', statusCode: 301 });
  },
});

const DanielWhitfieldRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/daniel-whitfield',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/daniel-whitfield', statusCode: 301 });
  },
});

const AboutMarisolVegaRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/about-marisol-vega',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/marisol-vega', statusCode: 301 });
  },
});

const MarisolVegaBioRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/marisol-vega-bio',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/marisol-vega', statusCode: 301 });
  },
});

const AboutThomasOkaforRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/about-thomas-okafor',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/thomas-okafor', statusCode: 301 });
  },
});

const ThomasOkaforBioRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/thomas-okafor-bio',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/thomas-okafor', statusCode: 301 });
  },
});

const AboutIngridHalvorsenRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/about-ingrid-halvorsen',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/ingrid-halvorsen', statusCode: 301 });
  },
});

const IngridHalvorsenBioRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/ingrid-halvorsen-bio',
  beforeLoad: () => {
    throw redirect({ to: '/lawyers/ingrid-halvorsen', statusCode: 301 });
  },
});

const CarAccidentLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/car-accident-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/car-accident-lawyer', statusCode: 301 });
  },
});

const TruckAccidentLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/truck-accident-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/truck-accident-lawyer', statusCode: 301 });
  },
});

const MotorcycleAccidentLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/motorcycle-accident-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/motorcycle-accident-lawyer', statusCode: 301 });
  },
});

const DogBiteLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/dog-bite-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/dog-bite-lawyer', statusCode: 301 });
  },
});

const WrongfulDeathLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/wrongful-death-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/wrongful-death-lawyer', statusCode: 301 });
  },
});

const CatastrophicInjuriesLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/catastrophic-injuries-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/catastrophic-injuries-lawyer', statusCode: 301 });
  },
});

const BoatingAccidentLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/boating-accident-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/boating-accident-lawyer', statusCode: 301 });
  },
});

const PremisesLiabilityLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/premises-liability-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/premises-liability-lawyer', statusCode: 301 });
  },
});

const CriminalDefenseLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/criminal-defense-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/criminal-defense-lawyer', statusCode: 301 });
  },
});

const DuiLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/dui-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/dui-lawyer', statusCode: 301 });
  },
});

const AssaultLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/assault-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/assault-lawyer', statusCode: 301 });
  },
});

const DomesticViolenceLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/domestic-violence-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/domestic-violence-lawyer', statusCode: 301 });
  },
});

const DrugChargesLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/drug-charges-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/drug-charges-lawyer', statusCode: 301 });
  },
});

const TheftLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/theft-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/theft-lawyer', statusCode: 301 });
  },
});

const WarrantsProbationLawyerRoute = createRoute({
  getParentRoute: () => redirectsRoute,
  path: '/warrants-probation-lawyer',
  beforeLoad: () => {
    throw redirect({ to: '/kent-wa/warrants-probation-lawyer', statusCode: 301 });
  },
});

export const routeTree = rootRoute.addChildren([
  pagesRoute.addChildren([
    IndexRoute,
    AboutRoute,
    ContactRoute,
    LawyersDanielWhitfieldRoute,
    LawyersMarisolVegaRoute,
    LawyersThomasOkaforRoute,
    LawyersIngridHalvorsenRoute,
    KentWaCarAccidentLawyerRoute,
    SeattleWaCarAccidentLawyerRoute,
    KentWaTruckAccidentLawyerRoute,
    SeattleWaTruckAccidentLawyerRoute,
    KentWaMotorcycleAccidentLawyerRoute,
    SeattleWaMotorcycleAccidentLawyerRoute,
    KentWaDogBiteLawyerRoute,
    SeattleWaDogBiteLawyerRoute,
    KentWaWrongfulDeathLawyerRoute,
    SeattleWaWrongfulDeathLawyerRoute,
    KentWaCatastrophicInjuriesLawyerRoute,
    SeattleWaCatastrophicInjuriesLawyerRoute,
    KentWaBoatingAccidentLawyerRoute,
    SeattleWaBoatingAccidentLawyerRoute,
    KentWaPremisesLiabilityLawyerRoute,
    SeattleWaPremisesLiabilityLawyerRoute,
    KentWaCriminalDefenseLawyerRoute,
    KentWaDuiLawyerRoute,
    KentWaAssaultLawyerRoute,
    KentWaDomesticViolenceLawyerRoute,
    KentWaDrugChargesLawyerRoute,
    KentWaTheftLawyerRoute,
    KentWaWarrantsProbationLawyerRoute,
    KentWaPersonalInjuryLawyerRoute,
    OlympiaWaPersonalInjuryLawyerRoute,
    SeattleWaPersonalInjuryLawyerRoute,
    PortOrchardWaPersonalInjuryLawyerRoute,
    TacomaWaPersonalInjuryLawyerRoute,
    TermsRoute,
    PrivacyRoute,
    ConsumerHealthDataPrivacyPolicyRoute,
    AccessibilityRoute,
    ThankYouRoute,
    IntakeRoute,
    EsRoute,
    EsContactoRoute,
    EsKentWaAbogadoDeLesionesPersonalesRoute,
    EsKentWaAbogadoAccidentesDeAutoRoute,
    EsKentWaAbogadoAccidentesDeCamionRoute,
    EsKentWaAbogadoAccidentesDeMotocicletaRoute,
    EsKentWaAbogadoMordedurasDePerroRoute,
    EsKentWaAbogadoMuertePorNegligenciaRoute,
    EsKentWaAbogadoLesionesCatastroficasRoute,
    EsKentWaAbogadoAccidentesDeBoteRoute,
    EsKentWaAbogadoResbalonesYCaidasRoute,
    EsKentWaAbogadoDefensaCriminalRoute,
    EsKentWaAbogadoDuiRoute,
    EsKentWaAbogadoCargosDeAgresionRoute,
    EsKentWaAbogadoViolenciaDomesticaRoute,
    EsKentWaAbogadoCargosDeDrogasRoute,
    EsKentWaAbogadoCargosDeRoboRoute,
    EsKentWaAbogadoOrdenesDeArrestoYLibertadCondicionalRoute,
    EsTerminosDeUsoRoute,
    EsPoliticaDePrivacidadRoute,
    EsPoliticaDeDatosDeSaludRoute,
    EsGraciasRoute,
    SitemapRoute,
  ]),
  redirectsRoute.addChildren([
    AboutDanielWhitfieldRoute,
    AboutWhitfieldRoute,
    DanielWhitfieldRoute,
    AboutMarisolVegaRoute,
    MarisolVegaBioRoute,
    AboutThomasOkaforRoute,
    ThomasOkaforBioRoute,
    AboutIngridHalvorsenRoute,
    IngridHalvorsenBioRoute,
    CarAccidentLawyerRoute,
    TruckAccidentLawyerRoute,
    MotorcycleAccidentLawyerRoute,
    DogBiteLawyerRoute,
    WrongfulDeathLawyerRoute,
    CatastrophicInjuriesLawyerRoute,
    BoatingAccidentLawyerRoute,
    PremisesLiabilityLawyerRoute,
    CriminalDefenseLawyerRoute,
    DuiLawyerRoute,
    AssaultLawyerRoute,
    DomesticViolenceLawyerRoute,
    DrugChargesLawyerRoute,
    TheftLawyerRoute,
    WarrantsProbationLawyerRoute,
  ]),
  notFoundRoute,
]);
