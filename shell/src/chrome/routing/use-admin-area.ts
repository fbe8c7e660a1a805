import { ownerOf } from '../../routes-ownership';
import { usePathname } from './use-pathname';

/** Whether the page is the back office's: the admin microfrontend's paths get the work layout. */
export function useIsAdminArea(): boolean {
  return ownerOf(usePathname()) === 'mf_admin';
}
