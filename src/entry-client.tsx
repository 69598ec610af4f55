import { rememberVisitSource } from '../blocks/lead-form/visit-source';
import { hydrateIslands } from './client/islands';
import { startNavigation } from './client/navigation';
import './styles.css';

// The page is already complete server HTML: note where the visit began (before a click can swap
// the page), hydrate the parts a visitor operates, and take over links between pages.
rememberVisitSource();
void hydrateIslands(document);
startNavigation();
