/** The shape of an e-mail address the site's forms accept before they send it: something@somewhere.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
