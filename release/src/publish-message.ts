import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { PublishResult } from './publish';

/** One line that says exactly what changed in the pointer, and what did not. */
export function publishMessage(remote: RemoteName, result: PublishResult): string {
  const name = `${remote}@${result.version}`;
  switch (result.outcome) {
    case 'activated':
      return result.previous ? `published ${name}: active now (was ${result.previous}); no other remote changed` : `published ${name}: active now (the first version of ${remote})`;
    case 'recorded':
      return `published ${name}: recorded, not active (${remote}@${result.active} stays active)`;
    case 'reactivated':
      return `${name} was published before: active again (was ${result.previous}), as --activate asked`;
    case 'unchanged':
      return result.active === result.version
        ? `${name} is already published and active; pointer unchanged`
        : `${name} is already published but not active (${remote}@${result.active} is, as ops left it); pointer unchanged. To make it active again: publish ${remote} --activate`;
  }
}
