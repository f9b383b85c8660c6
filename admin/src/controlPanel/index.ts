/** The control panel (002 §2.4): its routes inside the side navigation's frame; the section form kit is in ./form. */
export { controlPanelRoutes } from './routes';
export { controlPanelGroups, type ControlPanelGroup, type ControlPanelScreen } from './screens';
