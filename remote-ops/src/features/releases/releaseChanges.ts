import type { OpsRemoteReleases, ReleaseChange } from '@servenear/shared/ops-api';

/** What a confirmation dialog says and does for one change of a remote's release state. */
export interface ChangeWords {
  question: string;
  consequence: string;
  confirm: string;
  tone: 'primary' | 'danger';
}

/** The dialog's words, naming the remote, the versions and the share, from the state the panel shows. */
export function wordsFor(change: ReleaseChange, state: OpsRemoteReleases): ChangeWords {
  const live = state.live?.version ?? 'nothing';
  const canary = state.canary;
  switch (change.action) {
    case 'canary': {
      const replaced = canary ? ` The running canary ${canary.version} (${canary.percent} %) ends.` : '';
      const watch = change.autoRollbackRate === undefined ? '' : ` The server ends it by itself if more than ${Math.round(change.autoRollbackRate * 100)} % of at least 20 browsers fail.`;
      return {
        question: `Start a canary of ${change.remote} ${change.version} for ${change.percent} % of browsers?`,
        consequence: `${change.percent} % of browsers get ${change.version}; the others keep ${live}.${replaced}${watch}`,
        confirm: 'Yes, start the canary',
        tone: 'primary',
      };
    }
    case 'share':
      return {
        question: `Serve ${change.remote} ${change.version} to ${change.percent} % of browsers?`,
        consequence: `Now ${canary?.percent ?? '?'} %. The others keep ${canary?.stable ?? live}; a browser keeps its draw, so raising the share only adds browsers.`,
        confirm: 'Yes, change the share',
        tone: 'primary',
      };
    case 'promote':
      return {
        question: `Promote ${change.remote} ${change.version} to every browser?`,
        consequence: `Every browser gets ${change.version} instead of ${live}; the canary ends.`,
        confirm: 'Yes, promote',
        tone: 'primary',
      };
    case 'rollback':
      return change.version === undefined && canary
        ? {
            question: `Roll back ${change.remote}’s canary ${canary.version}?`,
            consequence: `The ${canary.percent} % of browsers on it get ${live} again; open pages keep what they loaded.`,
            confirm: 'Yes, roll back',
            tone: 'danger',
          }
        : {
            question: `Make ${change.remote} ${change.version ?? 'the version live before'} live for everyone?`,
            consequence: `Every browser gets ${change.version ?? 'the previous version'} instead of ${live}${canary ? `, and the canary ${canary.version} ends` : ''}.`,
            confirm: 'Yes, roll back',
            tone: 'danger',
          };
  }
}
