/** The county configuration (002 §3, §7): the control panel, the login and home pages. */
export { saveSection } from './county-config';
export { notableDatesTable } from './home-content';
export { configRoutes } from './routes';
