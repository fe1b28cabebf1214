import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regions } from '@/config/regions';
import { hydrateServed } from '@/test/hydrate';
import { REGION_STORAGE_KEY } from './region-choice';
import { RegionPicker } from './region-picker';

const stored = () => window.localStorage.getItem(REGION_STORAGE_KEY);
const line = () => screen.getByTestId('region-picker').querySelector('p')!;
const search = () => screen.getByRole('searchbox', { name: 'Find your region by county or city' });
const status = () => screen.getByText((_, el) => el?.getAttribute('role') === 'status' && el.id.endsWith('status'));

/** A browser's geolocation that answers every request as `answer` does. */
function geolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void): Geolocation {
  return { getCurrentPosition: vi.fn(answer), watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation;
}
const at = (latitude: number, longitude: number) => (success: PositionCallback) => success({ coords: { latitude, longitude } } as GeolocationPosition);
const refused = (_: PositionCallback, failure: PositionErrorCallback) =>
  failure({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'User denied Geolocation' } as GeolocationPositionError);

function useGeolocation(value: Geolocation | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

async function openPicker() {
  render(<RegionPicker />);
  fireEvent.click(screen.getByRole('button', { name: 'Choose your region' }));
  expect(screen.getByRole('button', { name: 'Choose your region' })).toHaveAttribute('aria-expanded', 'true');
}

async function typeQuery(text: string) {
  fireEvent.change(search(), { target: { value: text } });
  // The search's code arrives on demand; the status says what it found.
  await screen.findByText(/found\.|No Michigan county or city matches/);
}

describe('RegionPicker', () => {
  it('invites a choice, and lists every region as a link to its page that also chooses it', async () => {
    await openPicker();
    expect(line()).toHaveTextContent('Choose your region to see its stories first.');
    const list = screen.getByRole('navigation', { name: 'Michigan’s regions' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(regions.map((r) => r.name));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(regions.map((r) => `/local-news/${r.slug}#choose`));
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  it('finds a region by county, and remembers it when the place is chosen', async () => {
    await openPicker();
    await typeQuery('Kent');
    expect(status()).toHaveTextContent(/found/);
    fireEvent.click(screen.getByRole('button', { name: 'Kent County — West Michigan' }));
    expect(stored()).toBe('west-michigan');
    expect(line()).toHaveTextContent('Your region: West Michigan');
    expect(screen.getByText('Your region is now West Michigan, which includes Kent County.')).toHaveAttribute('role', 'status');
    // The panel closes and the focus goes back to the button that opened it.
    expect(screen.getByRole('button', { name: 'Change region' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Change region' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a region by city, and Enter chooses the one place found', async () => {
    await openPicker();
    await typeQuery('Traverse City');
    expect(screen.getByRole('button', { name: 'Traverse City, Grand Traverse County — Northern Michigan' })).toBeInTheDocument();
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(stored()).toBe('northern-michigan');
    expect(line()).toHaveTextContent('Your region: Northern Michigan');
  });

  it('moves between the search box and the places found with the arrow keys', async () => {
    await openPicker();
    await typeQuery('Marquette');
    const places = within(screen.getByRole('list', { name: 'Places found' })).getAllByRole('button');
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(places[0]).toHaveFocus();
    fireEvent.keyDown(places[0]!, { key: 'ArrowDown' });
    expect(places[1]).toHaveFocus();
    fireEvent.keyDown(places[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(places[0]!, { key: 'ArrowUp' });
    expect(search()).toHaveFocus();
  });

  it('says so when no county or city matches, and keeps the list', async () => {
    await openPicker();
    await typeQuery('Atlantis');
    expect(status()).toHaveTextContent('No Michigan county or city matches “Atlantis”. Pick your region from the list.');
    expect(screen.queryByRole('list', { name: 'Places found' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Michigan’s regions' })).getAllByRole('link')).toHaveLength(regions.length);
    expect(stored()).toBeNull();
  });

  it("chooses the region of the county nearest the device's position, asked only on the tap", async () => {
    const geo = geolocation(at(46.5436, -87.3954));
    useGeolocation(geo);
    await openPicker();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Your region is now Upper Peninsula, from your location near Marquette County.')).toBeInTheDocument();
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(stored()).toBe('upper-peninsula');
    // The position itself is kept nowhere.
    expect(JSON.stringify({ ...window.localStorage })).not.toMatch(/46\.5|87\.3/);
  });

  it('says so when the reader refuses to share the position, and keeps the list', async () => {
    useGeolocation(geolocation(refused));
    await openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Your location was not shared/)).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('navigation', { name: 'Michigan’s regions' })).getAllByRole('link')).toHaveLength(regions.length);
    expect(stored()).toBeNull();
  });

  it('says so where the browser has no geolocation', async () => {
    useGeolocation(undefined);
    await openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/This browser cannot share its location/)).toHaveAttribute('role', 'status');
    expect(stored()).toBeNull();
  });

  it('says so for a position outside Michigan', async () => {
    useGeolocation(geolocation(at(41.8781, -87.6298)));
    await openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/outside Michigan/)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('clears the choice', async () => {
    window.localStorage.setItem(REGION_STORAGE_KEY, 'metro-detroit');
    render(<RegionPicker />);
    expect(line()).toHaveTextContent('Your region: Metro Detroit');
    fireEvent.click(screen.getByRole('button', { name: 'Clear your region' }));
    expect(stored()).toBeNull();
    expect(line()).toHaveTextContent('Choose your region to see its stories first.');
    expect(screen.getByText('Your region is cleared: Local News shows all of Michigan.')).toBeInTheDocument();
  });

  it('is served statewide and shows the remembered region right after hydration, without a mismatch', async () => {
    window.localStorage.setItem(REGION_STORAGE_KEY, 'upper-peninsula');
    const html = renderToString(<RegionPicker />);
    expect(html).toContain('Choose your region to see its stories first.');
    expect(html).toContain('<span class="[grid-area:1/1]">Choose your region to see its stories first.</span>');
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      await hydrateServed(html, <RegionPicker />, (error) => errors.push(error));
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(line()).toHaveTextContent('Your region: Upper Peninsula');
    consoleError.mockRestore();
  });
});
