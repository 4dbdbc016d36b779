/**
 * What the marketing pages share, imported by every page through this one module. The bundler
 * then keeps it together in a single chunk, so a first visit downloads the page and this kit
 * rather than a dozen small shared files, each a round trip on a slow mobile connection.
 */
export { CallToAction, type CallToActionProps } from './components/call-to-action';
export { CheckList } from './components/check-list';
export { ComplianceList } from './components/compliance-list';
export { FeatureGrid, type Feature } from './components/feature-grid';
export { Container, PageHero, Section } from './components/layout';
export { LinkButton } from './components/link-button';
export { linkButtonClassName } from './components/link-styles';
export { Notice } from './components/notice';
export { StatList, type Stat } from './components/stat-list';
export { StepsList } from './components/steps-list';
export { headlineStats } from './data/claims';
export { formatHours, formatIsoDate } from './data/format';
export { serviceSummaries } from './data/service-summaries';
export { steps } from './data/steps';
export { usePageMeta } from './hooks/use-page-meta';
