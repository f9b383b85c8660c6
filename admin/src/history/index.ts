/** The change history view any resource can show: `<History resource="accounts" id={id} />`. */
export { History, type HistoryProps } from './History';
