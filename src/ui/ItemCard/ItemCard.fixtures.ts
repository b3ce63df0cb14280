/** Story data shared by the domain widgets: realistic names, floats and Katowice 2014 stickers. */

/** A small inline SVG picture of a weapon skin, so stories need no network. */
export function skinImage(primary: string, secondary: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 192"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs><path fill="url(#g)" d="M16 92h150l14-18h54v20l-40 10-8 14h-44l-16 46h-34l10-46H16z"/><rect x="150" y="60" width="26" height="10" rx="3" fill="${secondary}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function stickerImage(colour: string, initials: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="4" y="4" width="56" height="40" rx="10" fill="${colour}"/><text x="32" y="31" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const katowice2014Stickers = [
  { name: 'Sticker | iBUYPOWER (Holo) | Katowice 2014', image: stickerImage('#c62828', 'iBP') },
  { name: 'Sticker | Titan (Holo) | Katowice 2014', image: stickerImage('#6a1b9a', 'TTN') },
  { name: 'Sticker | Reason Gaming | Katowice 2014', image: stickerImage('#1565c0', 'RSN') },
  { name: 'Sticker | LGB eSports | Katowice 2014', image: stickerImage('#2e7d32', 'LGB') },
  { name: 'Sticker | Dignitas (Holo) | Katowice 2014', image: stickerImage('#ef6c00', 'DIG') },
];

export const redline = {
  name: 'AK-47 | Redline (Field-Tested)',
  imageUrl: skinImage('#b71c1c', '#212121'),
  float: 0.251234,
  price: 34.87,
  currency: 'EUR',
};

export const skins = [
  redline,
  {
    name: 'AWP | Asiimov (Battle-Scarred)',
    imageUrl: skinImage('#ff6f00', '#eceff1'),
    float: 0.718342,
    price: 92.4,
    currency: 'EUR',
  },
  {
    name: 'M4A4 | Howl (Minimal Wear)',
    imageUrl: skinImage('#e65100', '#bf360c'),
    float: 0.081147,
    price: 4899.0,
    currency: 'EUR',
  },
  {
    name: 'Glock-18 | Fade (Factory New)',
    imageUrl: skinImage('#ec407a', '#ffca28'),
    float: 0.009871,
    price: 1312.55,
    currency: 'EUR',
  },
  {
    name: 'USP-S | Kill Confirmed (Well-Worn)',
    imageUrl: skinImage('#37474f', '#c62828'),
    float: 0.402215,
    price: 61.2,
    currency: 'EUR',
  },
  {
    name: 'Desert Eagle | Blaze (Factory New)',
    imageUrl: skinImage('#ff9800', '#212121'),
    float: 0.034502,
    price: 512.0,
    currency: 'EUR',
  },
  {
    name: 'AK-47 | Fire Serpent (Field-Tested)',
    imageUrl: skinImage('#2e7d32', '#ffb300'),
    float: 0.188904,
    price: 1045.9,
    currency: 'EUR',
  },
];
