// The saved searches feature's public surface: 'Save this search' on /yourmatches and the list on /settings.
export { SaveSearchButton } from './components/save-search-dialog';
export { SavedSearchesSection } from './components/saved-searches-section';
