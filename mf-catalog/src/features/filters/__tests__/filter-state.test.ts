import { TAGS, WIRELESS_TAGS } from '../../product-list/__tests__/product-fixtures';
import {
  activeFilterCount,
  chooseOption,
  clampPorts,
  differsFromInitial,
  fitFilters,
  INITIAL_FILTERS,
  readFilters,
  setPorts,
  tagsParam,
  toggleConnection,
  togglePoe,
  writeFilters,
} from '../filter-state';

describe('filter rules', () => {
  it('starts on the first option of every select, which is not a filter', () => {
    expect(INITIAL_FILTERS.tags).toEqual({});
    expect(INITIAL_FILTERS.ports).toEqual([0, 52]);
    expect(differsFromInitial(INITIAL_FILTERS)).toBe(false);
  });

  it('selecting an option sets it, selecting it again clears it, and "All" clears it too', () => {
    const managed = chooseOption(INITIAL_FILTERS, 1, 'Managed');
    expect(managed.tags).toEqual({ 1: 'Managed' });
    expect(differsFromInitial(managed)).toBe(true);
    expect(chooseOption(managed, 1, 'Managed').tags).toEqual({});
    expect(chooseOption(managed, 1, '').tags).toEqual({});
    expect(chooseOption(managed, 1, 'Unmanaged').tags).toEqual({ 1: 'Unmanaged' });
  });

  it('keeps Connections mutually exclusive', () => {
    const rj45 = toggleConnection(INITIAL_FILTERS, 4, 'RJ45', true);
    const sfp = toggleConnection(rj45, 4, 'SFP', true);
    expect(sfp.tags).toEqual({ 4: 'SFP' });
    expect(toggleConnection(sfp, 4, 'RJ45', false).tags).toEqual({ 4: 'SFP' });
    expect(toggleConnection(sfp, 4, 'SFP', false).tags).toEqual({});
  });

  it('toggles POE', () => {
    const on = togglePoe(INITIAL_FILTERS, 5, 'POE');
    expect(on.tags).toEqual({ 5: 'POE' });
    expect(togglePoe(on, 5, 'POE').tags).toEqual({});
  });

  it('keeps the ports within 0..52 and in order', () => {
    expect(clampPorts([-4, 80])).toEqual([0, 52]);
    expect(clampPorts([30, 8])).toEqual([8, 30]);
    const narrowed = setPorts(INITIAL_FILTERS, [8, 28]);
    expect(differsFromInitial(narrowed)).toBe(true);
    expect(differsFromInitial(setPorts(narrowed, [0, 52]))).toBe(false);
  });

  it('goes back to page 1 whenever a filter changes', () => {
    const onPage2 = { ...chooseOption(INITIAL_FILTERS, 1, 'Managed'), page: 2 };
    expect(togglePoe(onPage2, 5, 'POE').page).toBe(1);
  });

  it('writes pid|name pairs in tag order and reads them back from the URL', () => {
    const state = setPorts(togglePoe(chooseOption(toggleConnection(INITIAL_FILTERS, 4, 'SFP', true), 1, 'Managed'), 5, 'POE'), [8, 28]);
    expect(tagsParam(state)).toBe('1|Managed,4|SFP,5|POE');
    const params = writeFilters(new URLSearchParams('type=1'), { ...state, page: 2 });
    expect(params.get('type')).toBe('1');
    expect(params.get('ports')).toBe('8-28');
    expect(readFilters(params)).toEqual({ ...state, page: 2 });
    expect(writeFilters(params, INITIAL_FILTERS).toString()).toBe('type=1');
  });

  it('ignores a malformed hand-edited URL instead of failing', () => {
    expect(readFilters(new URLSearchParams('tags=nonsense,|x,3|&ports=a-b&page=-2'))).toEqual(INITIAL_FILTERS);
  });

  it("keeps only the groups and options the family offers, in the API's spelling, and the ports range only with a slider", () => {
    const carried = readFilters(new URLSearchParams('tags=1|managed,4|M12,33|5g,31|Wi-Fi 9&ports=8-24&page=2'));
    expect(fitFilters(carried, WIRELESS_TAGS)).toEqual({ tags: { 33: '5G' }, ports: INITIAL_FILTERS.ports, hideDiscontinued: false, page: 2 });
    expect(fitFilters(carried, TAGS)).toEqual({ tags: { 1: 'Managed', 4: 'M12' }, ports: [8, 24], hideDiscontinued: false, page: 2 });
  });

  it('gives back the same state when everything in it is offered', () => {
    const state = setPorts(chooseOption(INITIAL_FILTERS, 1, 'Managed'), [4, 20]);
    expect(fitFilters(state, TAGS)).toBe(state);
  });

  it('counts the options set and a narrowed ports range', () => {
    expect(activeFilterCount(INITIAL_FILTERS)).toBe(0);
    expect(activeFilterCount(togglePoe(chooseOption(INITIAL_FILTERS, 1, 'Managed'), 5, 'POE'))).toBe(2);
    expect(activeFilterCount(setPorts(INITIAL_FILTERS, [8, 52]))).toBe(1);
  });
});
