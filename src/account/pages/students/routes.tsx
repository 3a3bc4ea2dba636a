/** The student and graduate pages (§2.6 items 1 and 8), one chunk. */
export { GraduatePage } from './GraduatePage.tsx';
export { StudentPage } from './StudentPage.tsx';
