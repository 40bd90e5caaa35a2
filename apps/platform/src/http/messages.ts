import type { KnownErrorCode, Language } from '@site/contract';

/** Human text of the platform's own error codes, in the request's language. */
const catalogue: Record<KnownErrorCode, Record<Language, string>> = {
  'request.invalid': {
    EN: 'The request is not valid.',
    ID: 'Permintaan tidak valid.',
  },
  'request.encryption.required': {
    EN: 'This call must be encrypted.',
    ID: 'Panggilan ini harus dienkripsi.',
  },
  'request.decryption.failed': {
    EN: 'The request could not be decrypted.',
    ID: 'Permintaan tidak dapat didekripsi.',
  },
  'resource.not.found': { EN: 'Not found.', ID: 'Tidak ditemukan.' },
  'request.conflict': {
    EN: 'The request conflicts with the current state.',
    ID: 'Permintaan bertentangan dengan keadaan saat ini.',
  },
  'request.throttled': {
    EN: 'Too many requests, please try again later.',
    ID: 'Terlalu banyak permintaan, silakan coba lagi nanti.',
  },
  'login.not.session': {
    EN: 'You are not logged in, please log in.',
    ID: 'Anda belum masuk, silakan masuk.',
  },
  'access.forbidden': { EN: 'Access is forbidden.', ID: 'Akses dilarang.' },
  'system.maintenance': {
    EN: 'We are currently performing a system maintenance.',
    ID: 'Kami sedang melakukan pemeliharaan sistem.',
  },
  'system.region.restricted': {
    EN: 'Due to restriction of your location or IP address, you are not allowed to access the site.',
    ID: 'Karena pembatasan lokasi atau alamat IP Anda, Anda tidak diizinkan mengakses situs ini.',
  },
  'merchant.unknown': { EN: 'Unknown merchant.', ID: 'Merchant tidak dikenal.' },
  'ops.unauthorized': {
    EN: 'The operator token is missing or wrong.',
    ID: 'Token operator tidak ada atau salah.',
  },
  'system.error': {
    EN: 'Unknown error, please try again later.',
    ID: 'Terjadi kesalahan, silakan coba lagi nanti.',
  },
};

export const messageOf = (code: KnownErrorCode, language: Language) => catalogue[code][language];
