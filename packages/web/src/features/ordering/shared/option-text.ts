// A line's customizations in words, the same on every page: the domain's rule (lineOptionsText names only
// what differs from the product as it comes; optionText says one customization).
export { lineOptionsText as optionsText, optionText } from '@crema/domain/ordering';
