/** How a custom order's options read in the checkout summary. */
const SIZE_LABELS: Record<string, string> = {
  '0.75inch': '0.75 inch',
  '1inch': '1 inch',
  '1.25inch': '1.25 inch',
  '1.5inch': '1.5 inch',
};

const PLATING_LABELS: Record<string, string> = {
  silver: 'Silver',
  gold: 'Gold',
  bronze: 'Bronze',
  'black-nickel': 'Black nickel',
};

const PACKAGING_LABELS: Record<string, string> = {
  'just-pins': 'Just pins',
  'individual-bags': 'Individual bags',
  'backing-cards': 'Backing cards',
};

export function sizeLabel(size: string): string {
  return SIZE_LABELS[size] ?? size;
}

export function platingLabel(plating: string): string {
  return PLATING_LABELS[plating] ?? plating;
}

/** "individual-bags,backing-cards" -> "Individual bags, Backing cards". */
export function packagingLabel(packaging: string): string {
  const options = packaging
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
  return options.length > 0 ? options.map((option) => PACKAGING_LABELS[option] ?? option).join(', ') : 'Just pins';
}
