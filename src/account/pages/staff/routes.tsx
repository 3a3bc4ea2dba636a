/** The staff pages (§2.6 items 3–4, §4 staff login): one chunk, loaded with the first of them. */
export { StaffDataCollectPage } from './StaffDataCollectPage.tsx';
export { StaffLoginPage } from './StaffLoginPage.tsx';
export { StaffLogoutPage } from './StaffLogoutPage.tsx';
