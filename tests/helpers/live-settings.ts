/** Settings a real deployment gives in production mode: every demo default replaced (no secret here is real). */
export const LIVE_SETTINGS = {
  NODE_ENV: 'production',
  API_KEYS: '1:rev-0123456789abcdef,2:cuba-0123456789abcdef,4:play-0123456789abcdef',
  PAYMENT_GATEWAY: 'globalpayments',
  GP_MERCHANT_ID: 'covers-merchant',
  GP_SHARED_SECRET: 'issued-by-global-payments',
  GP_HPP_URL: 'https://pay.realexpayments.com/pay',
  GP_REMOTE_URL: 'https://api.realexpayments.com/epage-remote.cgi',
  GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T0000000',
  PUBLIC_URL: 'https://bookings.example.com',
  SMTP_URL: 'smtp://covers:mail-password@smtp.example.com:587',
};

/** Revolution's key in LIVE_SETTINGS. */
export const LIVE_REVOLUTION_KEY = 'rev-0123456789abcdef';
