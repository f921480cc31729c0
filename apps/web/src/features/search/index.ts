// The search feature's public surface: what other features and app/ may import (ADR 048).
export { SearchBox } from './components/search-box';
