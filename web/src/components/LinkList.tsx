import { Link, List, ListItem } from '@mui/material';

/** The county's links (home and login page), each opening in a new tab. */
export function LinkList({ links }: { links: ReadonlyArray<{ description: string; url: string }> }) {
  return (
    <List dense disablePadding>
      {links.map((link) => (
        <ListItem key={link.url} disableGutters>
          <Link href={link.url} target="_blank" rel="noopener noreferrer">
            {link.description}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
