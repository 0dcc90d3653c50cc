export const firstNames = [
  'Oliver', 'Amelia', 'Noah', 'Isla', 'Leo', 'Ava', 'Harris', 'Freya', 'Jack', 'Ella', 'Lewis', 'Sophie', 'Finlay',
  'Grace', 'Rory', 'Millie', 'Callum', 'Eilidh', 'Archie', 'Lily', 'Euan', 'Ruby', 'Jamie', 'Olivia', 'Cameron',
  'Emily', 'Ethan', 'Hannah', 'Alfie', 'Erin', 'Max', 'Zara', 'Kai', 'Chloe', 'Lucas', 'Maya', 'Fraser', 'Aria',
  'Logan', 'Skye',
] as const;

export const lastNames = [
  'Campbell', 'Stewart', 'Robertson', 'Thomson', 'Anderson', 'MacDonald', 'Scott', 'Reid', 'Murray', 'Taylor',
  'Clark', 'Ross', 'Watson', 'Morrison', 'Paterson', 'Young', 'Mitchell', 'Walker', 'Fraser', 'Gray', 'Hamilton',
  'Kerr', 'Ferguson', 'Hughes',
] as const;

export const positions = ['Defender', 'Defender', 'Midfielder', 'Midfielder', 'Forward', 'Defender', 'Midfielder', 'Forward'] as const;

export const oppositionClubs = [
  { name: 'Hillside Rovers', venue: 'Hillside Community Park', address: '12 Hill Road, Hillside HS1 4QT' },
  { name: 'Eastfield Athletic', venue: 'Eastfield Sports Centre', address: 'Station Road, Eastfield EF2 9LP' },
  { name: 'Kingsway Juniors', venue: 'Kingsway Playing Fields', address: 'Kingsway, Northtown NT3 1AA' },
  { name: 'Lochview Colts', venue: 'Lochview Academy', address: 'Shore Street, Lochview LV4 6RD' },
  { name: 'Meadowbank Thistle', venue: 'Meadowbank 3G', address: '80 Meadow Lane, Meadowbank MB5 2XE' },
  { name: 'Parkhead Boys Club', venue: 'Parkhead Astro', address: 'Gala Park, Parkhead PH6 7JS' },
  { name: 'Westburn United', venue: 'Westburn Leisure Centre', address: 'Burn Road, Westburn WB7 3HU' },
  { name: 'Glenfoot Star', venue: 'Glenfoot Recreation Ground', address: 'Glen Road, Glenfoot GF8 5NB' },
] as const;
