import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-4px); }
`;

/** The county lockout's headline (000 §2) in both apps' headers, bouncing unless the reader asked for less motion. */
export function LockoutHeadline({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 1,
        bgcolor: '#8a1c1c',
        color: '#fff',
        fontWeight: 700,
        textAlign: 'center',
        animation: `${bounce} 1.2s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {text}
    </Box>
  );
}
