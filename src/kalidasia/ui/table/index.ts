/** The Table screen (issue 2, item 3): mount `<TableScreen doc onChange />` in a sized parent. */
export { TableScreen, type TableScreenProps } from './TableScreen';
