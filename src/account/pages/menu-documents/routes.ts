/** The menu documents (§2.7): allergen menu PDFs and party menus, one chunk loaded with the first of them. */
export { AllergenPdfsPage } from './AllergenPdfsPage.tsx';
export { DocumentsPage } from './DocumentsPage.tsx';
