import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { serverUrl } from '../lib/product';

/** /external... paths belong to the server (000 §2): the browser goes there, without the leading slash. */
export function ToServer() {
  const location = useLocation();
  useEffect(() => {
    window.location.replace(serverUrl() + location.pathname.replace(/^\//, '') + location.search);
  }, [location]);
  return null;
}

/** Reports, the user manager and the control panel are the administration app's (document 3). */
export function ToAdmin() {
  const location = useLocation();
  useEffect(() => {
    window.location.replace(new URL(`/admin/#${location.pathname}`, window.location.origin).href);
  }, [location]);
  return null;
}
