/** The admin-content module's front door: the owner's news, vacancies, gallery and categories (decision 047). */
export { adminContentRoutes } from './admin-content.routes';
