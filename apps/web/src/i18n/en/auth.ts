import type { Strings } from '../catalogue';
import type id from '../id/auth';

export default {
  login: {
    title: 'Log in',
    tabs: 'Log in with',
    tab_username: 'Username',
    tab_sms: 'SMS code',
    username: 'Username',
    password: 'Password',
    show_password: 'Show password',
    hide_password: 'Hide password',
    mobile: 'Mobile number',
    sms_code: 'SMS code',
    remember: 'Remember me',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgot: 'Forgot password?',
    no_account: 'No account yet?',
    register: 'Register now',
    free_play: 'Try for free',
    free_play_busy: 'Preparing a guest account…',
    free_play_slider: 'Complete the slider check below; free play starts right away.',
    username_required: 'Enter your username.',
    password_required: 'Enter your password.',
    mobile_required: 'Enter a correct mobile number.',
    code_required: 'Enter the verification code.',
    captcha_required: 'Enter the captcha code.',
    slider_required: 'Complete the slider check first.',
    locked_until: 'Too many failed logins from here. Try again after {{time}}.',
    session_ended: 'Your session has ended. Please log in again.',
  },
  verify: {
    title: 'Login verification',
    intro_sms:
      'You are logging in from a new IP address. We sent a code to your phone {{destination}}.',
    intro_email:
      'You are logging in from a new IP address. We sent a code to your e-mail {{destination}}.',
    expires: 'The code is valid for {{minutes}} minutes.',
    code: 'Verification code',
    submit: 'Verify',
    back: 'Back',
  },
  captcha: {
    label: 'Captcha code',
    image: 'Captcha image',
    refresh: 'New captcha image',
    loading: 'Loading captcha…',
    failed: 'The captcha could not be loaded.',
  },
  slider: {
    label: 'Slider check',
    instructions:
      'Slide the piece into its gap with the mouse or the arrow keys, then release or press Enter.',
    handle: 'Slide to complete the picture',
    checking: 'Checking…',
    passed: 'Check passed',
    failed: 'Check failed, try again.',
    loading: 'Loading the check…',
    load_failed: 'The check could not be loaded.',
    position: '{{x}} of {{max}} pixels',
  },
  logout: {
    title: 'Log out',
    confirm: 'Are you sure you want to log out?',
    submit: 'Log out',
    submitting: 'Logging out…',
  },
  trial: {
    title: 'Trial account',
    in_need_true_account:
      'This feature is for real accounts only. Please register a real account first.',
    in_increase_submit: 'Confirm',
  },
} satisfies Strings<typeof id>;
