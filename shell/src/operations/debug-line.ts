import { moduleName } from '../shared/module-name';
import type { Decision } from '../runtime/mount-manager';

/** `div#gallery-a`: enough of an element to find it in the page. */
const describe = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}`;

/**
 * The words of one quiet decision of the mount manager, for `cmsmf.debug` (docs/troubleshooting.md).
 * In the operations file: pages that do not ask for debug lines never download them.
 */
export function debugLine(decision: Decision): string {
  switch (decision[0]) {
    case 'skipped':
      return `${moduleName(decision[1])} not mounted: ${decision[2] ? `the page global ${decision[1].global} is missing` : `the version this page runs does not expose ${decision[1].expose}`}`;
    case 'waits':
      return `${moduleName(decision[1])} on ${describe(decision[2])} waits for ${decision[3]}${decision[4] ? ' (or the page idle)' : ''}`;
    case 'mounted':
      return `${moduleName(decision[1])}@${decision[3]} mounted on ${describe(decision[2])} in ${decision[4]} ms`;
  }
}
