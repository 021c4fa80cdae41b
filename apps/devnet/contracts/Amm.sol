// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IERC20Like {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title Amm
/// @notice A constant-product market maker holding many pools, each keyed by an unordered pair of
/// tokens. The native coin is the pseudo-address NATIVE, so one contract swaps coins and tokens.
contract Amm {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    /// @notice Pool fee in basis points (0.3 %, as in Uniswap v2).
    uint256 public constant FEE_BPS = 30;

    address public immutable owner;
    mapping(bytes32 => mapping(address => uint256)) private reserves;

    event LiquidityAdded(address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);
    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );

    constructor() {
        owner = msg.sender;
    }

    function getReserves(address tokenA, address tokenB) public view returns (uint256 reserveA, uint256 reserveB) {
        bytes32 key = _pairKey(tokenA, tokenB);
        return (reserves[key][tokenA], reserves[key][tokenB]);
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        if (reserveIn == 0 || reserveOut == 0 || amountIn == 0 || tokenIn == tokenOut) return 0;
        uint256 inWithFee = amountIn * (10_000 - FEE_BPS);
        return (inWithFee * reserveOut) / (reserveIn * 10_000 + inWithFee);
    }

    /// @notice Adds liquidity to a pool; only the deployer seeds pools (there are no LP shares).
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable {
        require(msg.sender == owner, "Only owner");
        require(tokenA != tokenB, "Identical tokens");
        uint256 nativeIn = (tokenA == NATIVE ? amountA : 0) + (tokenB == NATIVE ? amountB : 0);
        require(msg.value == nativeIn, "Wrong native amount");
        _pull(tokenA, amountA);
        _pull(tokenB, amountB);
        bytes32 key = _pairKey(tokenA, tokenB);
        reserves[key][tokenA] += amountA;
        reserves[key][tokenB] += amountB;
        emit LiquidityAdded(tokenA, tokenB, amountA, amountB);
    }

    /// @notice Swaps amountIn of tokenIn for at least minAmountOut of tokenOut, sent to `to`.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        require(amountOut > 0, "Insufficient liquidity");
        require(amountOut >= minAmountOut, "Slippage exceeded");
        require(msg.value == (tokenIn == NATIVE ? amountIn : 0), "Wrong native amount");
        _pull(tokenIn, amountIn);
        bytes32 key = _pairKey(tokenIn, tokenOut);
        reserves[key][tokenIn] += amountIn;
        reserves[key][tokenOut] -= amountOut;
        _push(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    function _pairKey(address a, address b) private pure returns (bytes32) {
        return a < b ? keccak256(abi.encode(a, b)) : keccak256(abi.encode(b, a));
    }

    function _pull(address token, uint256 amount) private {
        if (token == NATIVE || amount == 0) return;
        require(IERC20Like(token).transferFrom(msg.sender, address(this), amount), "Transfer in failed");
    }

    function _push(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool ok,) = to.call{value: amount}("");
            require(ok, "Native transfer failed");
        } else {
            require(IERC20Like(token).transfer(to, amount), "Transfer out failed");
        }
    }
}
