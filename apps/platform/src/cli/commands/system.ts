import { DISPLAY_FACES } from '@site/contract';
import { command } from './call.js';
import { onOff, refuseOthers, text, valued, word, type Declare, type Leaf } from './leaf.js';

/** `vendor|game maintenance CODE on|off`. */
function maintained(verb: 'vendor' | 'game'): Leaf {
  const how =
    verb === 'vendor'
      ? { code: 'VASSALAGE', example: 'vendor maintenance NSO on' }
      : { code: 'GAMEID', example: 'game maintenance NSO-0001 on' };
  return {
    words: [
      word(how.code, `${verb} maintenance needs a ${how.code}, e.g. ${how.example}`),
      onOff(`${verb} maintenance ${how.code}`),
    ],
    summary:
      verb === 'vendor'
        ? 'e.g. vendor maintenance NSO on: no launches of its games, no transfers to or from its wallet (every merchant offering the vendor)'
        : 'e.g. game maintenance NSO-0001 on: that game alone cannot be launched',
    // Vendor codes are upper case; game ids are the vendor's own and kept as given.
    build: ([code, state], _, merchant) =>
      verb === 'vendor'
        ? command(
            'vendorMaintenance',
            merchant,
            { on: state === 'on' },
            { vassalage: code!.toUpperCase() },
          )
        : command('gameMaintenance', merchant, { on: state === 'on' }, { gameId: code! }),
  };
}

/** The site as a whole: status, jobs, maintenance, restrictions, switches, notices. */
export function declareSystemCommands({ program, group, leaf }: Declare) {
  leaf(program, 'status', {
    summary: 'maintenance, region restriction, switches, notices',
    build: (_, __, m) => command('status', m, undefined),
  });
  leaf(program, 'jobs', {
    summary: "scheduled jobs: each one's last run, next run and failing runs",
    build: (_, __, m) => command('jobs', m, undefined),
  });
  leaf(program, 'maintenance', {
    words: [onOff('maintenance')],
    options: [valued('--until <ISO-TIME>'), valued('--notice <TEXT>')],
    summary: 'the whole site; --until and --notice only with on',
    build: ([state], options, m, cmd) => {
      const on = state === 'on';
      refuseOthers(cmd, options, ...(on ? ['until', 'notice'] : []));
      return command('maintenance', m, {
        on,
        until: text(options, 'until'),
        notice: text(options, 'notice'),
      });
    },
  });
  leaf(program, 'region-restriction', {
    words: [onOff('region-restriction')],
    options: [valued('--allow <ID,PH>')],
    summary: 'only visitors from the allowed countries reach the site',
    build: ([state], options, m) => {
      const allowedCountries = text(options, 'allow')
        ?.split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      return command('regionRestriction', m, { on: state === 'on', allowedCountries });
    },
  });
  leaf(program, 'display-face', {
    words: [word('FACE', `display-face needs a FACE: ${DISPLAY_FACES.join(', ')}`)],
    summary: `the headings' typeface: ${DISPLAY_FACES.join(', ')}`,
    build: ([face], _, m) => command('displayFace', m, { face: face!.toUpperCase() }),
  });
  leaf(program, 'switch', {
    words: [word('MODID', 'switch needs a MODID, e.g. switch FREEPLAY3 on'), onOff('switch MODID')],
    summary: 'e.g. switch FREEPLAY3 off',
    build: ([modId, state], _, m) =>
      command('featureSwitch', m, { on: state === 'on' }, { modId: modId!.toUpperCase() }),
  });
  leaf(
    group('vendor', 'vendor takes maintenance, e.g. vendor maintenance NSO on'),
    'maintenance',
    maintained('vendor'),
  );
  leaf(
    group('game', 'game takes maintenance, e.g. game maintenance NSO-0001 on'),
    'maintenance',
    maintained('game'),
  );
  leaf(group('notice', 'notice takes add'), 'add', {
    options: [
      valued('--type <PL|B|PU|PR|H>', { needed: true }),
      valued('--title <TEXT>', { needed: true }),
      valued('--content <HTML>', { needed: true }),
      valued('--link <URL>'),
      valued('--lang <ID|EN>'),
    ],
    summary:
      "--lang: the language of title and content (default: the merchant's default language, ID)",
    build: (_, options, m) =>
      command('addNotice', m, {
        type: text(options, 'type')?.toUpperCase(),
        language: text(options, 'lang')?.toUpperCase(),
        title: text(options, 'title'),
        content: text(options, 'content'),
        linkUrl: text(options, 'link'),
      }),
  });
}
