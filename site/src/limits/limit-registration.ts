import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FormDefinition } from '../cms/form-definition';
import type { SiteState } from '../site-state';
import type { LimitRefusal } from './site-limits';
import { visitorNetwork } from './visitor-network';

/** Counts a send of a form that creates accounts by the visitor at `address`; other forms are not limited here. */
export function limitRegistration(state: SiteState, form: FormDefinition, address: string): LimitRefusal | null {
  const settings = form.settings.UserRegistration;
  if (!settings || !isFlagOn(settings.userRegistration)) return null;
  return state.limits.take([['registration', visitorNetwork(address)]]);
}
