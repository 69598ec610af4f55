import { rememberVisitSource } from '../blocks/lead-form/visit-source';
import { hydrateIslands } from './client/islands';
import { countContactTaps } from './client/contact-taps';
import { startNavigation } from './client/navigation';
import './styles.css';

// The page is already complete server HTML: note where the visit began (before a click can swap
// the page), hydrate the parts a visitor operates, take over links between pages, and count the
// calls and texts started.
rememberVisitSource();
void hydrateIslands(document);
startNavigation();
countContactTaps();
