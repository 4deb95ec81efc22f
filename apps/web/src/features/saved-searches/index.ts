// The saved searches feature's public surface: 'Save this search' on /yourmatches and the list on /settings.
export { SaveSearchButton } from './components/save-search-button';
export { SavedSearchesSection } from './components/saved-searches-section';
