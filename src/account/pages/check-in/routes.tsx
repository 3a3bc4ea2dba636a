/** The track and trace pages (§2.5), one chunk: a bar's check-in page and the form without submit. */
export { TrackTracePage } from './TrackTracePage.tsx';
export { CovidCheckinPage } from './CovidCheckinPage.tsx';
