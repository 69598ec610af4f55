import { hydrateIslands } from './client/islands';
import { startNavigation } from './client/navigation';
import './styles.css';

// The page is already complete server HTML: hydrate the parts a visitor operates, and take over
// links between pages.
void hydrateIslands(document);
startNavigation();
