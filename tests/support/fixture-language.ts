// A third language for the tests (issue 22): Russian, in a non-Latin script, added the way
// data/locales.ts says a language is added (its entry there, its UI words in data/ui-copy.ts, its
// form's messages in data/lead-messages.ts, its firm-wide pages' addresses in data/paths.ts, its pages'
// words in data/translations.ts), but in memory: this module adds each to the data's own objects, so
// import it before anything that reads them (pages.config.ts, the lead core). Nothing in src/,
// blocks/ or lead-core/ knows of it. It translates the home page and the dog-bite page; the words
// it does not give are borrowed (a fixture's, not a translation's), the ones a visitor sees first are
// Russian.
import { attorneys } from '../../data/attorneys';
import { criminalDefenseHomeCopy } from '../../data/criminal-areas';
import { confirmationTextCopy, type ConfirmationTextCopy } from '../../data/confirmation-text';
import { firm } from '../../data/firm';
import { leadFunctionMessages, leadMessages, type LeadFunctionMessages } from '../../data/lead-messages';
import { localeIds, locales, type Locale, type LocaleInfo, type TranslatedLocale } from '../../data/locales';
import { translatedStaticPaths } from '../../data/paths';
import { resultsSource, settlements } from '../../data/settlements';
import { textReplyCopy, type TextReplyCopy } from '../../data/text-reply';
import { homeCopy, sitePagesCopy } from '../../data/site-copy';
import { testimonials, testimonialsSource } from '../../data/testimonials';
import { translations, type Translation } from '../../data/translations';
import { uiCopy, type UiCopy } from '../../data/ui-copy';
import type { practiceAreas } from '../../data/practice-areas';
import type { WordsOf } from '../../data/types';

/** The fixture language's key: not a Locale of data/locales.ts to tsc, which is the point. */
export const russian = 'ru' as TranslatedLocale;

const info: LocaleInfo = { prefix: '/ru', lang: 'ru', ogLocale: 'ru_RU', hreflang: 'ru', name: 'Русский', englishName: 'Russian', pagesHeading: 'На русском' };

const paths = {
  home: '/ru',
  contact: '/ru/kontakty',
  terms: '/ru/usloviya',
  privacy: '/ru/konfidencialnost',
  consumerHealthData: '/ru/dannye-o-zdorove',
  thankYou: '/ru/spasibo',
} as const;

const messages = {
  ...leadMessages.en,
  name: 'Укажите ваше имя',
  phone: 'Укажите номер телефона',
  email: 'Укажите адрес электронной почты',
  caseType: 'Выберите тип дела',
  agreement: 'Примите условия и политику конфиденциальности',
  sent: 'Спасибо! Мы получили ваше сообщение и скоро свяжемся с вами.',
  failed: 'Не удалось отправить форму. Попробуйте ещё раз.',
};

/** What the function answers a Russian form: the refusals a visitor can meet in its own words, the rest borrowed. */
const functionMessages: LeadFunctionMessages = {
  ...leadFunctionMessages.en,
  notSaved: (phone) => `Сейчас не удалось сохранить ваше сообщение. Попробуйте через минуту или позвоните нам: ${phone}.`,
  tooMany: 'С вашего подключения пришло слишком много сообщений. Подождите несколько минут или позвоните нам.',
  tooLarge: 'Сообщение слишком длинное. Сократите его или позвоните нам.',
  unreadable: 'Не удалось прочитать форму. Попробуйте ещё раз.',
};

const ui: UiCopy = {
  ...uiCopy.en,
  skipLink: 'Перейти к основному содержанию',
  header: {
    home: 'Главная',
    logoSuffix: 'главная',
    practiceAreas: 'Направления практики',
    team: 'Команда',
    areasWeServe: 'Где мы работаем',
    menu: 'Меню',
    mainNav: 'Основное',
  },
  inEnglish: ' (на английском)',
  form: {
    ...uiCopy.en.form,
    language: russian,
    headings: { hero: 'Бесплатная консультация', section: 'Расскажите, что случилось', office: 'Напишите нам' },
    labels: { name: 'Имя', phone: 'Телефон', email: 'Электронная почта', caseType: 'Тип дела', message: 'Сообщение' },
    submit: 'Отправить',
    sending: 'Отправляем…',
    agreeFirst: 'Чтобы отправить форму, сначала отметьте согласие с условиями и политикой конфиденциальности.',
    agreementLinks: { terms: paths.terms, privacy: paths.privacy },
    messages,
    toaster: { region: 'Уведомления', close: 'Закрыть уведомление' },
  },
};

/** The dog-bite page's words: the Spanish page's, with what a visitor reads first in Russian. */
const dogBiteEs = translations.es.practiceAreas['dog-bite']!;
export const dogBiteRu = {
  ...dogBiteEs,
  slug: 'advokat-po-ukusam-sobak',
  navLabel: 'Укусы собак',
  tile: { title: 'Укусы собак' },
  meta: {
    title: 'Адвокат по укусам собак в Кенте | Бесплатная консультация',
    description: 'Вас укусила собака в Кенте? По закону штата Вашингтон (RCW 16.08.040) владелец, как правило, отвечает за укус.',
    keywords: ['адвокат по укусам собак Кент'],
  },
  hero: {
    headline: 'Вас укусила собака в Кенте? Закон штата Вашингтон на вашей стороне.',
    subheadline: 'Владелец собаки, как правило, отвечает за её укусы. Консультация бесплатна.',
  },
} satisfies WordsOf<(typeof practiceAreas)['dog-bite']>;

export const homeRu = {
  ...homeCopy,
  meta: { ...homeCopy.meta, title: 'Адвокаты по травмам и уголовной защите в Кенте' },
  hero: { ...homeCopy.hero, headline: 'Пострадали в Кенте? Мы на вашей стороне.' },
  form: { ...homeCopy.form, sourceLabel: 'glavnaya-stranica' },
};

const translation: Translation = {
  sitePages: { ...sitePagesCopy, home: homeRu },
  facingCharges: criminalDefenseHomeCopy,
  settlements: settlements.map(({ type, description }) => ({ type, description })) as unknown as Translation['settlements'],
  settlementsSource: resultsSource,
  settlementAmount: (amount) => amount,
  testimonials: {
    items: testimonials.map(({ quote, matter }) => ({ quote, matter })) as unknown as Translation['testimonials']['items'],
    source: testimonialsSource,
  },
  offices: {},
  homeVideoTitles: firm.videos.home.map((video) => video.title) as unknown as Translation['homeVideoTitles'],
  practiceAreas: { 'dog-bite': dogBiteRu },
  criminalAreas: {},
  attorneySummaries: Object.fromEntries(
    Object.entries(attorneys).map(([id, attorney]) => [id, { title: attorney.title, summary: attorney.teamBlurb, portraitAlt: attorney.portrait.alt }]),
  ) as Translation['attorneySummaries'],
};

// The data's objects are `as const`, typed without the fixture: written to as plain records.
const writable = <T>(value: unknown) => value as Record<string, T>;
writable<LocaleInfo>(locales)[russian] = info;
(localeIds as Locale[]).push(russian);
writable<UiCopy>(uiCopy)[russian] = ui;
writable(leadMessages)[russian] = messages;
writable(leadFunctionMessages)[russian] = functionMessages;
writable<ConfirmationTextCopy>(confirmationTextCopy)[russian] = { ...confirmationTextCopy.en, box: 'Пришлите мне SMS с подтверждением заявки (по желанию)' };
writable<TextReplyCopy>(textReplyCopy)[russian] = { ...textReplyCopy.en, received: (firmName) => `${firmName}: мы получили ваше сообщение.` };
writable(translatedStaticPaths)[russian] = paths;
writable<Translation>(translations)[russian] = translation;
