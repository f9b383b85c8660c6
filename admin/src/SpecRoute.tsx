import type { ComponentType } from 'react';
import { CanAccess, ResourceContextProvider } from 'react-admin';
import { NotAllowed } from './layout/DeadEnd';

type Props = { resource: string; screen: ComponentType; action?: string };

/**
 * A screen of a resource at one of the spec's own addresses (/userManager, /controlPanel...): inside that
 * resource's context, for the roles that may open it (000 §6; the auth provider's canAccess), as its
 * <Resource> route would be.
 */
export function SpecRoute({ resource, screen: Screen, action = 'list' }: Props) {
  return (
    <ResourceContextProvider value={resource}>
      <CanAccess resource={resource} action={action} accessDenied={<NotAllowed />}>
        <Screen />
      </CanAccess>
    </ResourceContextProvider>
  );
}
