import { Option } from 'commander';
import { command, UsageError } from './call.js';
import { text, valued, word, type Declare } from './leaf.js';

/** "+62 81234567" (or "+62-81234567") into dialing code and number. */
function mobileOf(value: string) {
  const match = /^\s*(\+\d{1,4})[\s-]+(\d+)\s*$/.exec(value);
  if (!match) throw new UsageError('--mobile takes "+CC NUMBER", e.g. --mobile "+62 81234567"');
  return { countryDialingCode: match[1], mobileNum: match[2] };
}

/** `member create|disable|enable`: the accounts themselves. */
export function declareMemberCommands({ group, leaf }: Declare) {
  const member = group('member', 'member takes create, disable or enable');
  leaf(member, 'create', {
    words: [word('USERNAME', 'member create needs a USERNAME')],
    options: [new Option('--agent'), valued('--password <P>'), valued('--mobile <"+62 81234567">')],
    summary:
      '--agent: an agent with an invitation code; without --password: a generated one, printed once for you to hand over; changed at first login',
    build: ([username], options, m) => {
      const mobile = text(options, 'mobile');
      return command('createMember', m, {
        username,
        agent: options.agent === true || undefined,
        password: text(options, 'password'),
        ...(mobile ? mobileOf(mobile) : {}),
      });
    },
  });
  for (const action of ['disable', 'enable'] as const) {
    leaf(member, action, {
      words: [word('USERNAME', `member ${action} needs a USERNAME`)],
      summary: action === 'disable' ? 'ends its sessions; it cannot log in' : '',
      build: ([username], _, m) =>
        command('memberStatus', m, { disabled: action === 'disable' }, { username: username! }),
    });
  }
}
