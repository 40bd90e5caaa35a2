import { cookies } from '../../../lib/cookies';

/**
 * Remember me (docs/product.md §3 cookies, one day): the last username, the choice itself and the
 * SMS login's number. The original also kept the password in a cookie; we deliberately do
 * not (a cookie is readable by any script on the page and travels with every request):
 * the fields' autocomplete hints let the browser's password manager remember it instead.
 */
export interface RememberedLogin {
  remember: boolean;
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

interface SmsCookie {
  mobileNum?: unknown;
  countryDialingCode?: unknown;
}

export function readRememberedLogin(): RememberedLogin {
  const remember = cookies.get('loginRemember') === 'true';
  const sms = remember ? cookies.getJson<SmsCookie>('loginTypeSms') : null;
  return {
    remember,
    username: remember ? (cookies.get('last-user') ?? '') : '',
    mobileNum: typeof sms?.mobileNum === 'string' ? sms.mobileNum : '',
    countryDialingCode: typeof sms?.countryDialingCode === 'string' ? sms.countryDialingCode : '',
  };
}

export function saveRememberedLogin(
  remember: boolean,
  login:
    | { type: 'username'; username: string }
    | { type: 'sms'; mobileNum: string; countryDialingCode: string },
) {
  if (!remember) {
    cookies.remove('loginRemember');
    cookies.remove('last-user');
    cookies.remove('loginTypeSms');
    return;
  }
  cookies.set('loginRemember', 'true');
  if (login.type === 'username') cookies.set('last-user', login.username);
  else
    cookies.set(
      'loginTypeSms',
      JSON.stringify({ mobileNum: login.mobileNum, countryDialingCode: login.countryDialingCode }),
    );
}
