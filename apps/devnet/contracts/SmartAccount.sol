// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title SmartAccount
/// @notice A contract account controlled by one owner key: the owner executes calls through it,
/// singly or as an atomic batch, and its signatures are the account's (ERC-1271).
contract SmartAccount {
    /// @dev ERC-1271's answer for a valid signature: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 private constant ERC1271_VALID = 0x1626ba7e;
    /// @dev The upper bound of a canonical ECDSA `s` (EIP-2): a larger one is a malleated copy.
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function execute(address to, uint256 value, bytes calldata data) external {
        require(msg.sender == owner, "Only owner");
        _call(to, value, data);
    }

    /// @notice Runs every call or none: one failure reverts the whole batch with its reason.
    function executeBatch(address[] calldata to, uint256[] calldata value, bytes[] calldata data) external {
        require(msg.sender == owner, "Only owner");
        require(to.length == value.length && to.length == data.length, "Length mismatch");
        for (uint256 i = 0; i < to.length; i++) {
            _call(to[i], value[i], data[i]);
        }
    }

    /// @notice ERC-1271: a 65-byte signature of `hash` by the owner is the account's signature.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return 0xffffffff;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_VALID : bytes4(0xffffffff);
    }

    function _call(address to, uint256 value, bytes calldata data) private {
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}

/// @title SmartAccountFactory
/// @notice Deploys SmartAccounts with CREATE2, so an account's address is known before it exists.
contract SmartAccountFactory {
    /// @notice Deploys the account of (owner, salt), or returns it when it already exists.
    function createAccount(address owner, uint256 salt) external returns (address) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new SmartAccount{salt: bytes32(salt)}(owner));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
